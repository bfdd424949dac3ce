import { defineConfig } from '@playwright/test';

// Browser tests: Debian's Chromium (never a downloaded browser) against the real site server with
// the sandbox platform, one server per brand. `npm test` builds first; these serve the build.
// Settings a test needs beyond these servers' are switched per browser context at run time (useSettings in
// tests/browser/fixtures.ts), not by another server: each one costs a start-up and a sandbox on the CI's 2 cores.
// TEST_PORT_BASE moves the three servers (base, +1, +2), so two checkouts on one machine can run their browser
// tests side by side; 5273 by default.
const BASE = Number(process.env.TEST_PORT_BASE ?? 5273);
export const PORTS = { curacao: BASE, lulu: BASE + 1, oneClick: BASE + 2 } as const;
// The servers run as players' servers do: React's production build renders the pages (NODE_ENV), 2 to 4 times
// faster than its development build, which checks and warns on every render and was most of a page's CPU time
// on the CI's 2 cores; the browser already gets the production build. tsx started directly: npx's own npm
// process would start with each server and stay beside it.
// Page limits (docs/server.md): every test browser is 127.0.0.1, so the two workers' page loads all count against one
// IP, which the production default (120 a minute, a player's pace) is not made for; the servers allow 100 times that.
// The renderings' line keeps its defaults (4 at once, 32 waiting): two workers never have that many pages loading.
const server = (brand: 'curacao' | 'lulu', port: number = PORTS[brand], env: Record<string, string> = {}) => ({
  command: 'node_modules/.bin/tsx server/site/main.ts',
  env: { PORT: String(port), HOST: '127.0.0.1', BRAND: brand, SANDBOX_DB: ':memory:', NODE_ENV: 'production', PAGE_LOADS_PER_IP_MINUTE: '12000', ...env },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
});

/**
 * A visitor who accepted the cookie notice on every site of the tests (the sandbox's settings2 turns it on),
 * so a bar at the foot of the screen covers nothing a test clicks. Every context starts so, also one a test
 * makes with browser.newContext; cookie-notice.spec.ts starts without it.
 */
const COOKIES_ACCEPTED = {
  cookies: [],
  origins: Object.values(PORTS).map((port) => ({
    origin: `http://127.0.0.1:${port}`,
    localStorage: [{ name: 'cookieConsent', value: JSON.stringify({ acceptedAt: new Date().toISOString() }) }],
  })),
};

export default defineConfig({
  testDir: 'tests/browser',
  // A bound, not a wait: tests wait for states; a busy CI machine (a CPU hog per core) can take twice as long.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORTS.curacao}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    storageState: COOKIES_ACCEPTED,
    // The site's service worker (the installable app) stays out of the other tests: a page controlled by a
    // worker from an earlier test is not what they check. installable.spec.ts allows it.
    serviceWorkers: 'block',
  },
  webServer: [
    server('curacao'),
    server('lulu'),
    // Settings from the environment win over settings2 (spec 4): a site with 1-click registration and
    // password reset by SMS on, and games closed to guests (spec 6: neither viewing nor demo play).
    server('curacao', PORTS.oneClick, {
      SETTINGS: JSON.stringify({
        use1ClickRegistration: true, useSMSResetPassword: true, allowGameViewNotLoggedUser: false, allowGuestPlayDemoGames: false,
        // The sandbox's settings2 turns the cookie notice on; this site turns it off (spec 2.5 cookiesPopup).
        cookiesPopup: false,
        // This host is a mirror domain where visitors from Liechtenstein may not register on a desktop (spec 4).
        mirrorDomain: [{ url: 'http://127.0.0.1', settings: { registrationConfigs: [{ country: 'LI', windows: [{ from: '00:00', to: '24:00', deviceType: 'desktop' }] }] } }],
      }),
    }),
  ],
});
