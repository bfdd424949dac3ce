// Issue 26 item 5 (operator trial change 13: a brand could not ship its logo): a brand's files live in
// brands/<id>/assets/; the header shows the logo (layout.json "src": "asset:logo.svg") from the live version's
// content-hashed file, which the server sends immutable, with its type; lulu replaces curacao's logo by its name.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { CURACAO, DESKTOP, LULU, header, open } from './fixtures';

const logoFile = (brand: 'curacao' | 'lulu') => readFileSync(new URL(`../../brands/${brand}/assets/logo.svg`, import.meta.url), 'utf8');

test.use({ viewport: DESKTOP });

for (const [brand, origin] of [['curacao', CURACAO], ['lulu', LULU]] as const) {
  test(`issue 26/5: ${brand}'s header logo is its own asset, served content-hashed, immutable, as image/svg+xml`, async ({ page }) => {
    const served = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/brand-assets/'));
    await open(page, `${origin}/casino`);
    const logo = header(page).locator('img[src^="/brand-assets/"]');
    await expect(logo).toHaveAttribute('src', /^\/brand-assets\/[0-9a-f]{16}\.svg$/);
    const response = await served;
    expect(new URL(response.url()).pathname).toBe(await logo.getAttribute('src'));
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(await response.text()).toBe(logoFile(brand));
    // The browser drew it: an image that did not load has no natural width.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}
