// Issue 15 useMultiWallet (server/sandbox/multiWallet.ts), ours: GET /api/user/wallets, POST /api/user/wallets/open
// {currency}, POST /api/user/wallets/switch {currency} (schemas wallet-currency.request, wallets.response; 409
// MULTI_WALLET_OFF while the switch is off), and the control endpoint POST /api/sandbox/wallets {email, currency,
// amount} that credits a wallet for tests and demos.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { requireSession } from '../auth';
import { playerByEmail } from '../control';
import { validateBody } from '../validate';
import { creditWallet, listWallets, openWallet, requireMultiWallet, switchWallet } from '../multiWallet';
import type { SandboxWalletsRequest, WalletCurrencyRequest, WalletsResponse } from '../../../src/generated/types';

// Currency codes are upper case (get-currencies); a lower-case one means the same currency.
const codeOf = (body: { currency: string }) => body.currency.toUpperCase();

export function walletRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/api/user/wallets', async (request): Promise<WalletsResponse> => {
    const session = requireSession(ctx, request);
    requireMultiWallet(ctx, request);
    return { success: true, data: { wallets: listWallets(ctx.db, session.userId) } };
  });

  app.post('/api/user/wallets/open', async (request): Promise<WalletsResponse> => {
    const session = requireSession(ctx, request);
    requireMultiWallet(ctx, request);
    const body = validateBody<WalletCurrencyRequest>('api/wallet-currency.request', request.body);
    openWallet(ctx.db, session.userId, codeOf(body));
    return { success: true, data: { wallets: listWallets(ctx.db, session.userId) } };
  });

  app.post('/api/user/wallets/switch', async (request): Promise<WalletsResponse> => {
    const session = requireSession(ctx, request);
    requireMultiWallet(ctx, request);
    const body = validateBody<WalletCurrencyRequest>('api/wallet-currency.request', request.body);
    switchWallet(ctx, session.userId, codeOf(body));
    return { success: true, data: { wallets: listWallets(ctx.db, session.userId) } };
  });

  app.post('/api/sandbox/wallets', async (request) => {
    const body = validateBody<SandboxWalletsRequest>('api/sandbox-wallets.request', request.body);
    const user = playerByEmail(ctx, body.email);
    return { success: true, data: { email: user.email, wallet: creditWallet(ctx, user.id, codeOf(body), body.amount) } };
  });
}
