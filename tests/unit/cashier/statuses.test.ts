// spec 3 Enumerations: request and transaction statuses.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { REQUEST_STATUSES, TRANSACTION_STATUSES, UNKNOWN_STATUS_KEY, isStatus, statusLabelKey, statusTone } from '../../../src/cashier/statuses';
import { enText } from './helpers';

const enums = JSON.parse(readFileSync(new URL('../../../schemas/api/enums.schema.json', import.meta.url), 'utf8'));

describe('spec 3 Enumerations: statuses', () => {
  it("spec 3: 'Request statuses: confirmed, rejected, requested, pending.'", () => {
    expect([...REQUEST_STATUSES]).toEqual(['confirmed', 'rejected', 'requested', 'pending']);
    expect([...REQUEST_STATUSES]).toEqual(enums.definitions.requestStatus.enum);
  });

  it("spec 3: 'Transaction statuses: processed, pending, rejected, confirmed, cancelled, completed, failed, processing.'", () => {
    expect([...TRANSACTION_STATUSES]).toEqual(['processed', 'pending', 'rejected', 'confirmed', 'cancelled', 'completed', 'failed', 'processing']);
    expect([...TRANSACTION_STATUSES]).toEqual(enums.definitions.transactionStatus.enum);
  });

  it('spec 3 statuses: each status has a label key with English wording, distinct from the others', () => {
    const labels = new Map<string, string | undefined>();
    for (const status of REQUEST_STATUSES) labels.set(status, enText(statusLabelKey('request', status)));
    for (const status of TRANSACTION_STATUSES) labels.set(status, enText(statusLabelKey('transaction', status)));
    for (const [status, label] of labels) expect(label, status).toEqual(expect.any(String));
    expect(new Set(labels.values()).size).toBe(labels.size);
    expect(statusLabelKey('request', 'pending')).toBe(statusLabelKey('transaction', 'pending')); // one wording per word
  });

  it('a status of the other list, or a new one, is labelled unknown rather than shown raw; case is tolerated', () => {
    expect(statusLabelKey('request', 'processing')).toBe(UNKNOWN_STATUS_KEY);
    expect(statusLabelKey('transaction', 'requested')).toBe(UNKNOWN_STATUS_KEY);
    expect(statusLabelKey('transaction', 'refunded')).toBe(UNKNOWN_STATUS_KEY);
    expect(statusLabelKey('transaction', null)).toBe(UNKNOWN_STATUS_KEY);
    expect(statusLabelKey('transaction', 'PENDING')).toBe(statusLabelKey('transaction', 'pending'));
    expect(enText(UNKNOWN_STATUS_KEY)).toEqual(expect.any(String));
    expect(isStatus('request', 'requested')).toBe(true);
    expect(isStatus('transaction', 'requested')).toBe(false);
  });

  it('every status has a tone: done, in progress or stopped', () => {
    expect(['processed', 'confirmed', 'completed'].map(statusTone)).toEqual(['done', 'done', 'done']);
    expect(['rejected', 'cancelled', 'failed'].map(statusTone)).toEqual(['stopped', 'stopped', 'stopped']);
    expect(['pending', 'processing', 'requested', 'FAILED', 'whatever'].map(statusTone)).toEqual(['inProgress', 'inProgress', 'inProgress', 'stopped', 'inProgress']);
  });
});
