// The deposit's details (issue 26 item 5; schemas/api/deposit.request details, src/cashier/depositDetails.ts): the
// fields a brand declares for a method beyond the call's own keys reach POST /api/user/deposit, are kept with the
// deposit (answered back, also to a repeat of its requestId, and stored), and the contract's limits hold: at most
// 10 keys, 255 characters each, names of letters and digits, and never a name that looks like card data.
import { describe, it, expect } from 'vitest';
import { expectValid, login, seededSandbox } from './sandbox-helpers';

const sandbox = seededSandbox(new Date('2026-06-17T12:00:00.000Z'));
const { post } = sandbox;

let counter = 0;
const requestId = () => `details-${++counter}-${Date.now().toString(36)}`;
const bank = (details: unknown, id = requestId()) => ({ paymentMethod: 'bank_transfer', amount: 40, requestId: id, details });

describe('POST /api/user/deposit details (issue 26 item 5)', () => {
  it('keeps the details a deposit is sent with, trimmed, blank ones left out; a repeat of the requestId answers them again', async () => {
    const { token } = await login(sandbox.app);
    const id = requestId();
    const res = await post('/api/user/deposit', bank({ payerReference: '  INV-2026-0042 ', note: '  ' }, id), token);
    expect(res.statusCode, res.body).toBe(200);
    expectValid('api/deposit.response', res.json());
    expect(res.json().data.deposit).toMatchObject({ paymentMethod: 'bank_transfer', details: { payerReference: 'INV-2026-0042' } });
    expect(res.json().data.deposit.details).not.toHaveProperty('note');

    // The repeat sends other details: the answer is the stored deposit's, read back from the database.
    const again = await post('/api/user/deposit', bank({ payerReference: 'OTHER' }, id), token);
    expect(again.json().data.deposit).toMatchObject({ transactionId: res.json().data.deposit.transactionId, details: { payerReference: 'INV-2026-0042' } });
  });

  it('a deposit without details answers details {}', async () => {
    const { token } = await login(sandbox.app);
    const res = await post('/api/user/deposit', { paymentMethod: 'bank_transfer', amount: 40, requestId: requestId() }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deposit.details).toEqual({});
  });

  it('refuses (400) more than 10 keys, a value past 255 characters or not a string, and a name that is not letters and digits', async () => {
    const { token } = await login(sandbox.app);
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`field${i}`, 'x']));
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, 'x']));
    expect((await post('/api/user/deposit', bank(eleven), token)).statusCode).toBe(400);
    expect((await post('/api/user/deposit', bank(ten), token)).statusCode).toBe(200);
    expect((await post('/api/user/deposit', bank({ payerReference: 'x'.repeat(256) }), token)).statusCode).toBe(400);
    expect((await post('/api/user/deposit', bank({ payerReference: 'x'.repeat(255) }), token)).statusCode).toBe(200);
    expect((await post('/api/user/deposit', bank({ payerReference: 42 }), token)).statusCode).toBe(400);
    expect((await post('/api/user/deposit', bank({ 'payer-reference': 'x' }), token)).statusCode).toBe(400);
    expect((await post('/api/user/deposit', bank(['x']), token)).statusCode).toBe(400);
  });

  it('refuses (400) a detail named like card data: card data never travels here (cards send the provider\'s token)', async () => {
    const { token } = await login(sandbox.app);
    for (const name of ['cardNumber', 'number', 'cvv', 'cvc2', 'pan', 'expiry', 'expiryMonth', 'expDate', 'cardHolder', 'ccNumber']) {
      const res = await post('/api/user/deposit', bank({ [name]: '4242424242424242' }), token);
      expect(res.statusCode, name).toBe(400);
    }
    // Bank words that only look close are a bank transfer's own.
    const res = await post('/api/user/deposit', bank({ accountNumber: 'MT84MALT011000012345MTLCAST001S', company: 'Acme' }), token);
    expect(res.statusCode, res.body).toBe(200);
  });
});
