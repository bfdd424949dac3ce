// The cashier's deposit routes (not shown in the spec; schemas deposit.request, deposit.response and
// card-token.response). The rules live in deposits.ts, depositRules.ts and cardTokens.ts; this file only
// maps HTTP to them:
//   POST /api/user/deposit {paymentMethod, amount, requestId, bonusId?, cancelActiveBonus?, cardToken?, network?, accountEmail?, details?}
//   POST /api/user/3ds-webhook {PaReq, MD}                spec 7: settles the authenticated card deposit, once
// the sandbox payment provider (no casino session; its card data never reaches the casino API):
//   GET  /api/sandbox/provider/card-fields?lang&title&label.*&message.*   the hosted card fields (HTML) the deposit
//                                                         form frames from the provider's origin, and its script
//                                                         GET /api/sandbox/provider/card-fields.js
//   POST /api/sandbox/provider/card-token {number, holder, expiry, cvc}   a one-time card token (15 min)
//   GET  /api/sandbox/provider/3ds/{id}                   the 3DS challenge page (HTML, no script)
//   POST /api/sandbox/provider/3ds/{id} decision=authenticate|fail   303 back to /deposit?modal=...
// and the control endpoint for tests and demos:
//   POST /api/sandbox/deposits/settle {transactionId}     the provider's callback: settles a waiting
//                                                         (UPI, crypto, pending) deposit with the stored outcome
// and the crypto rate per coin (ours, issue 15; cryptoRates.ts):
//   GET  /api/user/crypto-rate?coin=BTC                   units of the player's currency for one coin
//   POST /api/sandbox/crypto-rates[?scope=] {coin, rate?, fail?}   a test's rate, or a failing rate call
//   DELETE /api/sandbox/crypto-rates[?scope=]            drops the test rates (of that scope)
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DepositRequest, ThreeDsWebhookRequest } from '../../../src/generated/types';
import { requireSession } from '../auth';
import { tokenizeCard } from '../cardTokens';
import type { SandboxContext } from '../context';
import { sql } from '../db';
import { ChallengeClosed, challenge, createDeposit, decideChallenge, settleDeposit, THREE_DS_PATH, threeDsWebhook } from '../deposits';
import { badRequest } from '../errors';
import { refusal } from '../play';
import { CHALLENGE_PAGE_CSP, challengeClosedHtml, challengePageHtml } from '../provider/page';
import { cardFieldsPageHtml, cardFieldsPolicy, cardFieldsScript } from '../provider/cardFields';
import { sandboxProviderSites } from '../provider/origins';
import { cardFieldsTextsOf } from '../../../src/cashier/hostedCardFields';
import { SANDBOX_PAYMENT_PROVIDER_URL } from '../../../src/platform/boot';
import { validateBody } from '../validate';
import { checkCoin, clearCryptoRates, clearScopedCryptoRates, cryptoRate, setCryptoRate } from '../cryptoRates';
import { scopeParameter, settingsScopeOf } from '../settings';
import { currentSettings } from '../settings';
import { ceiling } from '../throttle';

type Body = Record<string, unknown>;
const asBody = (body: unknown): Body => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {});

const html = (reply: FastifyReply) =>
  reply.header('content-security-policy', CHALLENGE_PAGE_CSP).header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

/** A closed challenge is a page the player can read, not JSON. */
function closedPage(reply: FastifyReply, error: unknown): string {
  if (!(error instanceof ChallengeClosed)) throw error;
  html(reply).code(error.status);
  return challengeClosedHtml(error.status, error.message);
}

export function depositRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/user/deposit', async (request) => {
    const session = requireSession(ctx, request);
    // spec 8 AMOUNT_BELOW_ZERO, rather than the schema's plain 400 for exclusiveMinimum.
    const amount = asBody(request.body).amount;
    if (typeof amount === 'number' && amount <= 0) throw refusal(422, 'AMOUNT_BELOW_ZERO', 'The amount must be greater than 0.', { field: 'amount' });
    const body = validateBody<DepositRequest>('api/deposit.request', request.body);
    return { success: true, data: { deposit: createDeposit(ctx, session.userId, body, currentSettings(ctx, request)).deposit } };
  });

  // spec 4: when the deposit-3ds-success dialog opens with PaReq and MD, the webhook is called once. Every
  // call is recorded (three_ds); only the first one for an authenticated deposit settles it.
  app.post('/api/user/3ds-webhook', async (request) => {
    const session = requireSession(ctx, request);
    const body = validateBody<ThreeDsWebhookRequest>('api/3ds-webhook.request', request.body);
    sql(ctx.db, 'INSERT INTO three_ds (user_id, pa_req, md, created_at) VALUES (?, ?, ?, ?)').run(session.userId, body.PaReq, body.MD, ctx.now().toISOString());
    return { success: true, data: threeDsWebhook(ctx, session.userId, body.PaReq, body.MD) };
  });

  app.get('/api/user/crypto-rate', async (request) => {
    const session = requireSession(ctx, request);
    const coin = checkCoin((request.query as Record<string, unknown> | undefined)?.coin);
    return { success: true, data: cryptoRate(ctx, session.userId, coin, settingsScopeOf(request)) };
  });

  // The seed has no test rates: a reset drops them with everything else.
  ctx.bus.on('reset', () => clearCryptoRates(ctx));
  app.post('/api/sandbox/crypto-rates', async (request) => {
    validateBody('api/sandbox-crypto-rate.request', request.body);
    return { success: true, data: setCryptoRate(ctx, request.body, scopeParameter(request.query)) };
  });
  // With ?scope=, that scope's rates go (the unscoped ones stay); without, every test rate goes.
  app.delete('/api/sandbox/crypto-rates', async (request) => {
    const scope = scopeParameter(request.query);
    if (scope === null) clearCryptoRates(ctx);
    else clearScopedCryptoRates(ctx, scope);
    return { success: true, data: { scope } };
  });

  app.post('/api/sandbox/deposits/settle', async (request) => {
    const { transactionId } = asBody(request.body);
    if (typeof transactionId !== 'number' || !Number.isSafeInteger(transactionId) || transactionId < 1) {
      throw badRequest('transactionId must be the id of a deposit', 'transactionId');
    }
    return { success: true, data: { deposit: settleDeposit(ctx, transactionId) } };
  });

  // The provider, in its own scope: its form posts (urlencoded) are parsed here only.
  void app.register(async (provider) => {
    provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    // Anyone may ask for a card token (a guest's browser holds the card): per-IP ceiling, as every guest write.
    provider.post('/api/sandbox/provider/card-token', { onRequest: ceiling(app, ctx.guards.limits.guestWrites) }, async (request) => {
      return { success: true, data: tokenizeCard(ctx.db, request.body, ctx.now()) };
    });

    // The hosted card fields: framed only by the site's origins for this Host (provider/origins.ts), with the
    // texts the page gives; a missing text is the page's mistake, which the page shows as a frame that failed.
    provider.get('/api/sandbox/provider/card-fields', async (request, reply) => {
      const sites = sandboxProviderSites(request.protocol, request.headers.host);
      const texts = cardFieldsTextsOf((request.query ?? {}) as Record<string, unknown>);
      if (!sites) throw badRequest('The Host header is not a host name', 'host');
      if (!texts) throw badRequest('The card fields need lang, title, label.<field> and message.<problem>, each a text of at most 255 characters', 'query');
      reply.header('content-security-policy', cardFieldsPolicy(sites.ancestors)).header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return cardFieldsPageHtml(texts, sites.origins, SANDBOX_PAYMENT_PROVIDER_URL);
    });
    provider.get('/api/sandbox/provider/card-fields.js', async (_request, reply) => {
      const script = cardFieldsScript();
      if (script === null) return reply.code(503).send({ message: 'The card fields script is not built: run npm run build' });
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script);
    });

    provider.get<{ Params: { id: string } }>(`${THREE_DS_PATH}/:id`, async (request, reply) => {
      try {
        const info = challenge(ctx, request.params.id);
        html(reply);
        return challengePageHtml(`${THREE_DS_PATH}/${request.params.id}`, info);
      } catch (error) {
        return closedPage(reply, error);
      }
    });

    provider.post<{ Params: { id: string } }>(`${THREE_DS_PATH}/:id`, async (request, reply) => {
      const decision = asBody(request.body).decision;
      if (decision !== 'authenticate' && decision !== 'fail') throw badRequest('decision must be authenticate or fail', 'decision');
      try {
        const location = decideChallenge(ctx, request.params.id, decision === 'authenticate');
        return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
      } catch (error) {
        return closedPage(reply, error);
      }
    });
  });
}
