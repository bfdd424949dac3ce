// npm run dev's own pages (issue 25 item 4: the widget gallery) are pages of the dev server only: server/site/dev.ts
// names them (devPages) and they answer 200 like a route's page; npm start's server has none, so the same
// address is an unknown page (404, the not-found page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../server/site/app';
import { bundleBrand } from '../../src/brand/index';
import { WIDGET_GALLERY_PATH } from '../../src/dev/widgetGallery';
import type { BrandBundle } from '../../src/platform/brand';

const ROOT = join(__dirname, '../..');
const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
let bundle: BrandBundle;
const sites: Awaited<ReturnType<typeof createSite>>[] = [];
const start = async (dev: boolean) => {
  const site = await createSite({
    brand: 'curacao', dev, env: { SANDBOX_DB: ':memory:' }, getBundle: () => bundle, getHtml: async () => template,
    ...(dev ? { devPages: [WIDGET_GALLERY_PATH] } : {}),
  });
  sites.push(site);
  return site;
};
const page = (site: Awaited<ReturnType<typeof createSite>>, url: string) => site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

beforeAll(() => {
  bundle = bundleBrand('curacao', { brandsDir: join(ROOT, 'brands') }).bundle!;
});
afterAll(async () => {
  for (const site of sites) await site.app.close();
});

describe('the widget gallery address', () => {
  it(`npm run dev answers ${WIDGET_GALLERY_PATH} as a page (200, the app with its boot config)`, async () => {
    const answer = await page(await start(true), WIDGET_GALLERY_PATH);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('boot-config');
  });

  it(`npm start's server has no such page: ${WIDGET_GALLERY_PATH} is unknown (404)`, async () => {
    const answer = await page(await start(false), WIDGET_GALLERY_PATH);
    expect(answer.statusCode).toBe(404);
  });
});
