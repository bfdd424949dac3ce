// spec 3 Enumerations ('Document kinds: Identity Proof, Proof of Address, Bank Statement (card)'), spec 3 User
// ('kycStatus (APPROVED is one value)'), spec 6 ('Address and KYC. An address is required for KYC approval')
// and spec 8 ('KYC status discrepancy: documents approved but the profile status lags'). src/account/kyc.ts
import { describe, it, expect } from 'vitest';
import { DOCUMENT_KINDS, kindStatus, kycStatusFor, kycStatusLags, requiredDocumentsApproved, type ReviewedDocument } from '../../../src/account/kyc';

const doc = (kind: ReviewedDocument['kind'], status: ReviewedDocument['status'], createdAt = '2026-01-01T10:00:00Z'): ReviewedDocument => ({ kind, status, createdAt });
const ADDRESS = 'Triq il-Kbira 1';

describe('spec 3 Document kinds', () => {
  it('are the three kinds, in the spec\'s order', () => {
    expect(DOCUMENT_KINDS).toEqual(['identityProof', 'proofOfAddress', 'bankStatement']);
  });

  it('a kind\'s status is its newest document\'s, and an approved one stays approved', () => {
    expect(kindStatus([], 'identityProof')).toBeNull();
    expect(kindStatus([doc('identityProof', 'rejected', '2026-01-01'), doc('identityProof', 'inReview', '2026-01-02')], 'identityProof')).toBe('inReview');
    expect(kindStatus([doc('identityProof', 'inReview', '2026-01-01'), doc('identityProof', 'rejected', '2026-01-02')], 'identityProof')).toBe('rejected');
    expect(kindStatus([doc('identityProof', 'approved', '2026-01-01'), doc('identityProof', 'inReview', '2026-01-02')], 'identityProof')).toBe('approved');
    expect(kindStatus([doc('proofOfAddress', 'approved')], 'identityProof')).toBeNull();
  });
});

describe('spec 3 User kycStatus, moved by the documents and spec 6 (an address is required for KYC approval)', () => {
  const approvedBoth = [doc('identityProof', 'approved'), doc('proofOfAddress', 'approved')];

  it('no document: no status; documents in review: PENDING', () => {
    expect(kycStatusFor([], ADDRESS)).toBeNull();
    expect(kycStatusFor([doc('identityProof', 'inReview')], ADDRESS)).toBe('PENDING');
  });

  it('APPROVED when every required kind is approved AND the player has an address', () => {
    expect(requiredDocumentsApproved(approvedBoth)).toBe(true);
    expect(kycStatusFor(approvedBoth, ADDRESS)).toBe('APPROVED');
  });

  it('not APPROVED without an address, or with the placeholder address that counts as none (spec 3 User)', () => {
    expect(kycStatusFor(approvedBoth, null)).toBe('PENDING');
    expect(kycStatusFor(approvedBoth, '  ')).toBe('PENDING');
    expect(kycStatusFor(approvedBoth, '12345@dummy.com')).toBe('PENDING');
  });

  it('the bank statement (card) does not hold approval back; a missing required kind does', () => {
    expect(kycStatusFor([...approvedBoth, doc('bankStatement', 'rejected')], ADDRESS)).toBe('APPROVED');
    expect(kycStatusFor([doc('identityProof', 'approved'), doc('bankStatement', 'approved')], ADDRESS)).toBe('PENDING');
  });

  it('REJECTED when a required kind\'s latest document was rejected', () => {
    expect(kycStatusFor([doc('identityProof', 'rejected'), doc('proofOfAddress', 'approved')], ADDRESS)).toBe('REJECTED');
  });
});

describe('spec 8 KYC status discrepancy: documents approved but the profile status lags', () => {
  const approvedBoth = [doc('identityProof', 'approved'), doc('proofOfAddress', 'approved')];
  it('lags when the documents give APPROVED and the profile says otherwise', () => {
    expect(kycStatusLags(approvedBoth, ADDRESS, 'PENDING')).toBe(true);
    expect(kycStatusLags(approvedBoth, ADDRESS, null)).toBe(true);
    expect(kycStatusLags(approvedBoth, ADDRESS, 'APPROVED')).toBe(false);
  });
  it('does not lag while a document waits, or while the address is missing (a refresh would not help)', () => {
    expect(kycStatusLags([doc('identityProof', 'approved'), doc('proofOfAddress', 'inReview')], ADDRESS, 'PENDING')).toBe(false);
    expect(kycStatusLags(approvedBoth, null, 'PENDING')).toBe(false);
  });
});
