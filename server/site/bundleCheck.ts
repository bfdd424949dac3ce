// A bundle is checked again when the server loads it (DESIGN: validated when bundled and again when
// loaded): each document against its schema, so a hand-edited or truncated dist file is refused
// instead of reaching players.
import { validators } from '../../src/generated/validators.js';
import type { BrandBundle } from '../../src/platform/brand';

type Key = keyof typeof validators;

export function checkBundle(bundle: BrandBundle): string[] {
  const problems: string[] = [];
  const check = (key: Key, doc: unknown, where: string) => {
    const validate = validators[key];
    if (!validate(doc)) for (const e of validate.errors ?? []) problems.push(`${where}${e.instancePath} ${e.message}`);
  };
  if (!bundle || typeof bundle !== 'object' || typeof bundle.id !== 'string') return ['not a brand bundle'];
  check('brand', bundle.brand, 'brand.json');
  check('settings', bundle.settings, 'settings.json');
  check('routes', bundle.routes, 'routes.json');
  check('menu', bundle.menus, 'menus.json');
  check('layout', bundle.layout, 'layout.json');
  check('theme', bundle.theme, 'theme.json');
  for (const [name, doc] of Object.entries(bundle.pages ?? {})) check('page', doc, `pages/${name}.json`);
  for (const [name, doc] of Object.entries(bundle.modals ?? {})) check('modal', doc, `modals/${name}.json`);
  for (const [name, doc] of Object.entries(bundle.forms ?? {})) check('form', doc, `forms/${name}.json`);
  for (const route of bundle.routes?.routes ?? []) {
    if (!route.redirect && !bundle.pages?.[route.page]) problems.push(`routes.json: route ${route.path} names a missing page "${route.page}"`);
  }
  return problems;
}
