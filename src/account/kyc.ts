// Identity verification (KYC) rules in the spec's words, one pure module for the verification page and the
// platform (the sandbox moves a player's kycStatus with them):
// - spec 3 Enumerations: 'Document kinds: Identity Proof, Proof of Address, Bank Statement (card).'
// - spec 3 User: 'kycStatus (APPROVED is one value)'.
// - spec 6: 'Address and KYC. An address is required for KYC approval.'
// - spec 8: 'KYC status discrepancy: documents approved but the profile status lags, with a refresh button.'
// Which kinds KYC needs is not shown in the spec. Ours: Identity Proof and Proof of Address; a Bank
// Statement (card) is asked for when a card is used, so it is reviewed but does not hold KYC back.
import { profileValueEmpty } from '../platform/profile';

export const DOCUMENT_KINDS = ['identityProof', 'proofOfAddress', 'bankStatement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The kinds every player needs approved for KYC approval (ours; see above). */
export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = ['identityProof', 'proofOfAddress'];

/** A document's review status (ours: the spec names none): In review, Approved, Rejected. */
export const DOCUMENT_STATUSES = ['inReview', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** spec 3 User kycStatus values: APPROVED (the spec's), and ours for the other states. */
export type KycStatus = 'APPROVED' | 'PENDING' | 'REJECTED';

export const isDocumentKind = (value: unknown): value is DocumentKind => (DOCUMENT_KINDS as readonly unknown[]).includes(value);

export interface ReviewedDocument { kind: DocumentKind; status: DocumentStatus; createdAt: string }

/**
 * The status of one kind: that of its newest document (a new upload after a rejection is in review), except
 * that an approved document stays approved while a newer one is looked at. null when none was uploaded.
 */
export function kindStatus(documents: readonly ReviewedDocument[], kind: DocumentKind): DocumentStatus | null {
  const own = documents.filter((d) => d.kind === kind);
  if (own.some((d) => d.status === 'approved')) return 'approved';
  const newest = own.reduce<ReviewedDocument | null>((n, d) => (!n || d.createdAt >= n.createdAt ? d : n), null);
  return newest?.status ?? null;
}

/** Every kind KYC needs has an approved document (the first half of spec 8's discrepancy). */
export function requiredDocumentsApproved(documents: readonly ReviewedDocument[]): boolean {
  return REQUIRED_DOCUMENT_KINDS.every((kind) => kindStatus(documents, kind) === 'approved');
}

/** spec 6: 'An address is required for KYC approval.' A placeholder address counts as none (spec 3 User). */
export const hasKycAddress = (address: string | null | undefined) => !profileValueEmpty('address', address);

/**
 * The kycStatus the documents and the address give: APPROVED when every required kind is approved AND the
 * player has an address (spec 6); REJECTED when a required kind's latest document was rejected; PENDING
 * while documents wait for review, or all are approved but the address is missing; null before any upload.
 */
export function kycStatusFor(documents: readonly ReviewedDocument[], address: string | null | undefined): KycStatus | null {
  if (requiredDocumentsApproved(documents)) return hasKycAddress(address) ? 'APPROVED' : 'PENDING';
  if (REQUIRED_DOCUMENT_KINDS.some((kind) => kindStatus(documents, kind) === 'rejected')) return 'REJECTED';
  return documents.length ? 'PENDING' : null;
}

/**
 * spec 8 KYC status discrepancy: the documents are approved (and the address is there, so nothing else holds
 * approval back) but the profile's kycStatus is not APPROVED yet: the player is offered a refresh.
 */
export function kycStatusLags(documents: readonly ReviewedDocument[], address: string | null | undefined, kycStatus: string | null | undefined): boolean {
  return kycStatusFor(documents, address) === 'APPROVED' && kycStatus !== 'APPROVED';
}
