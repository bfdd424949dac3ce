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

describe('the chat knows the brand it runs for (security review N3)', () => {
  it('refuses the brand\'s name (brand.json name) as a chat name with NICKNAME_NOT_ALLOWED', async () => {
    const login = await fetch(`${site.base}/api/user/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'player@sandbox.test', password: 'Sandbox123!' }),
    });
    const token = (await login.json()).data.accessToken as string;
    const socket = connect(`${site.base}/chat`, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      await new Promise((resolve, reject) => {
        socket.once('chat:history', resolve);
        socket.once('connect_error', reject);
      });
      const refused = new Promise((resolve) => socket.once('chat:error', resolve));
      // The stub brand's name is 'Test' (site-helpers.ts); a look-alike of it is the same name.
      socket.emit('chat:send', { text: 'hello', nickname: 'TEST' });
      expect(await refused).toMatchObject({ code: 'NICKNAME_NOT_ALLOWED' });
    } finally {
      socket.disconnect();
    }
  });
});
