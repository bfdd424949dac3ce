// The cashier's withdrawal routes (not shown in the spec; schemas withdraw.request, withdraw.response,
// withdraw-calculate.request and withdraw-calculate.response). The rules live in withdrawals.ts,
// withdrawalRules.ts and src/cashier/withdrawalDetails.ts; this file only maps HTTP to them:
//   POST /api/user/withdraw/calculate {paymentMethod, amount, walletAddress, network}
//                                        crypto's calculate step: data.quote (coin, rate, fee, receive), 2 minutes
//   POST /api/user/withdraw {paymentMethod, amount, requestId, quoteId?, details?}
//                                        the request: the cash is debited at once (ledger row pending), status requested
// and the control endpoints for tests and demos:
//   POST /api/sandbox/withdrawals/next {step: calculate|withdraw, result: success|failed}
//                                        the next call of the step fails (502, nothing moves); used once
//   POST /api/sandbox/withdrawals/decide {transactionId, status: confirmed|rejected}
//                                        the operator's decision; rejected returns the money
//   POST /api/sandbox/deposit-wager {email, complete}   spec 5's deposit wagering requirement (default complete)
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth';
import type { SandboxContext } from '../context';
import { asBody, playerByEmail } from '../control';
import { badRequest } from '../errors';
import { calculateWithdrawal, DECISIONS, decideWithdrawal, requestWithdrawal, setDepositWagerComplete, setNextWithdrawalResult, type Decision } from '../withdrawals';
import { WITHDRAWAL_STEPS, type WithdrawalStep } from '../withdrawalRules';
import { currentSettings, settingsScopeOf } from '../settings';

export function withdrawalRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/user/withdraw/calculate', async (request) => {
    const session = requireSession(ctx, request);
    return { success: true, data: { quote: calculateWithdrawal(ctx, session.userId, request.body, currentSettings(ctx, request), settingsScopeOf(request)) } };
  });

  app.post('/api/user/withdraw', async (request) => {
    const session = requireSession(ctx, request);
    return { success: true, data: { withdrawal: requestWithdrawal(ctx, session.userId, request.body, currentSettings(ctx, request)).withdrawal } };
  });

  app.post('/api/sandbox/withdrawals/next', async (request) => {
    const { step, result } = asBody(request.body);
    if (!WITHDRAWAL_STEPS.includes(step as WithdrawalStep)) throw badRequest(`step must be one of ${WITHDRAWAL_STEPS.join(', ')}`, 'step');
    if (result !== 'success' && result !== 'failed') throw badRequest('result must be success or failed', 'result');
    setNextWithdrawalResult(ctx, step as WithdrawalStep, result);
    return { success: true, data: { step, result } };
  });

  app.post('/api/sandbox/withdrawals/decide', async (request) => {
    const { transactionId, status } = asBody(request.body);
    if (typeof transactionId !== 'number' || !Number.isSafeInteger(transactionId) || transactionId < 1) {
      throw badRequest('transactionId must be the id of a withdrawal', 'transactionId');
    }
    if (!DECISIONS.includes(status as Decision)) throw badRequest(`status must be one of ${DECISIONS.join(', ')}`, 'status');
    return { success: true, data: { withdrawal: decideWithdrawal(ctx, transactionId, status as Decision) } };
  });

  app.post('/api/sandbox/deposit-wager', async (request) => {
    const body = asBody(request.body);
    const user = playerByEmail(ctx, body.email);
    if (typeof body.complete !== 'boolean') throw badRequest('complete must be true or false', 'complete');
    setDepositWagerComplete(ctx, user.id, body.complete);
    return { success: true, data: { email: user.email, depositWagerComplete: body.complete } };
  });
}
