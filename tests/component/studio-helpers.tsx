// The studio's editors in tests: a context made from curacao's documents (as the studio makes it from a resolved
// brand), and a harness that holds the document, so each onChange is both recorded and shown.
import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { studioContext } from '../../src/studio/model/context';
import { widgetCatalog } from '../../src/studio/model/catalog';
import type { EditorProps, StudioProblem } from '../../src/studio/editors/types';

const CURACAO = join(__dirname, '../../brands/curacao');
export const readBrand = (path: string) => JSON.parse(readFileSync(join(CURACAO, path), 'utf8'));

function curacaoDocuments(): Record<string, unknown> {
  const documents: Record<string, unknown> = {};
  for (const file of ['brand.json', 'routes.json', 'menus.json', 'settings.json', 'theme.json', 'layout.json']) documents[file] = readBrand(file);
  for (const folder of ['pages', 'modals', 'forms', 'fragments', 'texts']) {
    for (const file of readdirSync(join(CURACAO, folder))) documents[`${folder}/${file}`] = readBrand(`${folder}/${file}`);
  }
  return documents;
}

export const context = studioContext({ documents: curacaoDocuments(), assets: ['logo.svg'] }, widgetCatalog());

/** Renders an editor over `initial`; `changes` holds every value it sent, `current()` the latest. */
export function renderEditor<T>(Editor: ComponentType<EditorProps<T>>, initial: T, problems: StudioProblem[] = []) {
  const changes: T[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return <Editor value={value} problems={problems} context={context} onChange={(next) => { changes.push(next); setValue(next); }} />;
  }
  const view = render(<ChakraProvider value={defaultSystem}><Harness /></ChakraProvider>);
  return { ...view, changes, current: () => changes[changes.length - 1] };
}
