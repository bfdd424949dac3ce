// DESIGN contract: `npm start` serves the site with the sandbox platform on one origin. The site server
// (server/site/app.ts) mounts the sandbox, and the sandbox attaches socket.io to the same HTTP server, so
// the pages, the API and the realtime socket (spec 7) share one address.
import { describe, it, expect } from 'vitest';
import { io as connect } from 'socket.io-client';
import { useTestSite } from './site-helpers';

const site = useTestSite();

describe('one origin: page, API and socket', () => {
  it('serves a page, answers the API and accepts a socket with the access token', async () => {
    expect((await fetch(`${site.base}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
    const login = await fetch(`${site.base}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'player@sandbox.test', password: 'Sandbox123!' }),
    });
    const token = (await login.json()).data.accessToken as string;
    const socket = connect(site.base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      const balance = await new Promise((resolve, reject) => {
        socket.once('balance', resolve);
        socket.once('connect_error', reject);
      });
      expect(balance).toEqual({ cash: 500, nonCash: 0, total: 500, currencyCode: 'EUR' });
    } finally {
      socket.disconnect();
    }
  });
});
