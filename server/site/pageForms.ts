// A page's form sent by the browser itself (issue 24): with scripts off, a page's form is a plain HTML form. Every
// form of the site posts to its page's own address (never a GET, which would put its fields in the address: the
// history, every log on the way and the next page's Referer), and its controls have no name, so the post carries
// nothing (src/forms/theme). This answers such a post by sending the player back to the page (303), where the form
// says it needs scripts (the address made a same-site path, redirect.ts). The body is read up to a small limit and dropped: nothing of it is kept, logged or echoed.
// In its own plugin scope, so its body parser and rate limit apply to these routes only.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sameSitePath } from './redirect';

/** A form of the site posts nothing; a body bigger than this is no form of the site's (413). */
export const PAGE_POST_BODY_LIMIT = 16 * 1024;
/** Per IP and minute: a player without scripts pressing a button now and then stays far below it (then 429). */
export const PAGE_POSTS_PER_MINUTE = 30;

/**
 * An address of the API, however it is spelled (/API/, //api/, %61pi, /x/../api/): never a page, so a post to it
 * is not a page's form (404, as the API's own unknown addresses answer). No page of the site has an api segment.
 */
export function isApiAddress(url: string): boolean {
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch { /* as written */ }
  return /(^|[/\\])api([/\\]|$)/i.test(path);
}

export async function registerPageForms(app: FastifyInstance): Promise<void> {
  await app.register(async (forms) => {
    await forms.register(rateLimit, { global: false });
    // Whatever the encoding (urlencoded, multipart, text, JSON), the body is dropped unread past the limit.
    forms.removeAllContentTypeParsers();
    forms.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PAGE_POST_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    const sendBack = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiAddress(request.url)) return reply.code(404).send({ message: 'Not found' });
      return reply.code(303).header('location', sameSitePath(request.url)).header('cache-control', 'no-store').send();
    };
    const options = { bodyLimit: PAGE_POST_BODY_LIMIT, config: { rateLimit: { max: PAGE_POSTS_PER_MINUTE, timeWindow: 60_000 } } };
    forms.post('/', options, sendBack);
    forms.post('/*', options, sendBack);
  });
}
