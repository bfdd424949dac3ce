// Payment methods (spec 3 Payment method) with every restriction field, so each branch of the
// restriction rule (spec 6; src/cashier/paymentRestriction.ts) has a method that
// exercises it: country allow and deny lists, currency lists, an e-mail allow-list, tag lists and
// tag-based country restrictions. Also the methods the deposit rules name: card-type methods with the
// card form (spec 4 alternative method rule), the method named carouseller, hidden methods (spec 4
// Payment method selection) and varied sortPriority (spec 9: sorted descending).
import type { PaymentMethod } from '../../../src/generated/types';

export const FIAT_CARD_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'TRY', 'BRL', 'MXN', 'ZAR', 'INR'];
const CRYPTO = ['BTC', 'ETH', 'LTC', 'DOGE', 'USDT', 'USDC', 'TRX'];

/** A seeded method: the answer's fields plus limits and crypto networks the cashier will use. */
export type PaymentMethodSeed = PaymentMethod & {
  id: number;
  name: string;
  kind: 'card' | 'ewallet' | 'bank' | 'upi' | 'crypto' | 'voucher' | 'other';
  minDeposit: number;
  maxDeposit: number;
  isCrypto: boolean;
  networks?: string[];
  /** spec 2.5 'A Skrill email step': the deposit asks for the method's account e-mail (src/cashier/accountEmail.ts). */
  accountEmail?: boolean;
};

let nextId = 1;
function method(name: string, title: string, fields: Partial<PaymentMethodSeed> & Pick<PaymentMethodSeed, 'kind' | 'sortPriority'>): PaymentMethodSeed {
  const thumbnail = `/api/core/casino/assets/payments/${name}.svg`;
  return {
    id: nextId++,
    name,
    paymentMethod: name,
    title,
    rawTitle: title,
    description: null,
    thumbnailUrl: thumbnail,
    // The platform spells it both ways (spec 3); the sandbox sends both so either reader works.
    thumbnail_url: thumbnail,
    isCardForm: false,
    isActive: true,
    hidden: false,
    withdrawalExist: false,
    allowedCountries: null,
    restrictedCountries: null,
    tagRestrictedCountries: null,
    allowedCurrencies: null,
    restrictedCurrencies: null,
    allowEmails: null,
    allowTags: null,
    minDeposit: 10,
    maxDeposit: 5000,
    isCrypto: false,
    ...fields,
  };
}

export function paymentMethodSeeds(): PaymentMethodSeed[] {
  nextId = 1;
  return [
    method('visa', 'Visa', {
      kind: 'card', sortPriority: 100, isCardForm: true, withdrawalExist: true,
      description: 'Pay with your Visa card.', allowedCurrencies: FIAT_CARD_CURRENCIES, restrictedCountries: ['US'],
    }),
    method('mastercard', 'Mastercard', {
      kind: 'card', sortPriority: 95, isCardForm: true, withdrawalExist: true,
      description: 'Pay with your Mastercard.', allowedCurrencies: FIAT_CARD_CURRENCIES, restrictedCountries: ['US'],
    }),
    method('skrill', 'Skrill', {
      kind: 'ewallet', sortPriority: 80, withdrawalExist: true, description: 'Pay with your Skrill wallet; an e-mail step follows.', accountEmail: true,
      restrictedCountries: ['US', 'IN', 'BR'], restrictedCurrencies: CRYPTO,
    }),
    method('neteller', 'Neteller', {
      kind: 'ewallet', sortPriority: 75, withdrawalExist: true, restrictedCountries: ['US', 'FR'], restrictedCurrencies: CRYPTO,
    }),
    method('bank_transfer', 'Bank transfer', {
      kind: 'bank', sortPriority: 40, withdrawalExist: true, minDeposit: 20, maxDeposit: 20000,
      description: 'SEPA and local bank transfer.', allowedCurrencies: ['EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN'],
    }),
    method('netbanking', 'Netbanking', {
      kind: 'bank', sortPriority: 70, withdrawalExist: true, minDeposit: 500, maxDeposit: 200000,
      allowedCountries: ['IN'], allowedCurrencies: ['INR'],
    }),
    method('upi', 'UPI', {
      kind: 'upi', sortPriority: 90, withdrawalExist: true, minDeposit: 300, maxDeposit: 100000,
      description: 'Scan the QR code with any UPI app.', allowedCountries: ['IN'], allowedCurrencies: ['INR'],
    }),
    method('bitcoin', 'Bitcoin', {
      kind: 'crypto', coin: 'BTC', sortPriority: 60, withdrawalExist: true, isCrypto: true, minDeposit: 0.0002, maxDeposit: 10,
      networks: ['BTC'], restrictedCountries: ['GB'],
    }),
    method('ethereum', 'Ethereum', {
      kind: 'crypto', coin: 'ETH', sortPriority: 55, withdrawalExist: true, isCrypto: true, minDeposit: 0.005, maxDeposit: 100,
      networks: ['ERC20', 'ARBITRUM'], restrictedCountries: ['GB'],
    }),
    method('tether', 'Tether USDT', {
      kind: 'crypto', coin: 'USDT', sortPriority: 58, withdrawalExist: true, isCrypto: true, minDeposit: 10, maxDeposit: 100000,
      networks: ['TRC20', 'ERC20', 'BEP20'], restrictedCountries: ['GB'],
    }),
    method('carouseller', 'Carouseller', {
      kind: 'other', sortPriority: 50, description: 'The alternative method offered after a failed deposit (spec 4).',
      restrictedCurrencies: CRYPTO,
    }),
    method('paysafecard', 'Paysafecard', {
      kind: 'voucher', sortPriority: 30, maxDeposit: 1000, allowedCurrencies: ['EUR', 'USD', 'GBP', 'CHF', 'PLN'],
    }),
    method('astropay', 'AstroPay', {
      kind: 'ewallet', sortPriority: 45, withdrawalExist: true, allowedCountries: ['BR', 'MX', 'AR', 'CL', 'CO', 'PE', 'IN'],
    }),
    method('pix', 'PIX', { kind: 'bank', sortPriority: 85, withdrawalExist: true, allowedCountries: ['BR'], allowedCurrencies: ['BRL'] }),
    // Hidden, but a withdrawal method: stays listed for withdrawals only (spec 4 Payment method selection).
    method('bank_payout', 'Bank payout', {
      kind: 'bank', sortPriority: 10, hidden: true, withdrawalExist: true, allowedCurrencies: ['EUR', 'GBP', 'USD'],
    }),
    // Hidden and not a withdrawal method: never shown.
    method('legacy_voucher', 'Legacy voucher', { kind: 'voucher', sortPriority: 5, hidden: true }),
    // Inactive: selecting it must be reset by the front end.
    method('sofort', 'Sofort', { kind: 'bank', sortPriority: 35, isActive: false, allowedCountries: ['DE', 'AT', 'CH'] }),
    // E-mail allow-list: only these players see it (a payment provider's test gateway).
    method('test_gateway', 'Test gateway', {
      kind: 'other', sortPriority: 20, description: 'Visible to allow-listed e-mail addresses only.',
      allowEmails: ['player@sandbox.test', 'qa@sandbox.test'],
    }),
    // Tag allow-list, spelled allowedTags as the platform sometimes does (spec 3), with a default
    // country restriction for players the per-tag keys do not name.
    method('vip_wire', 'VIP wire', {
      kind: 'bank', sortPriority: 65, withdrawalExist: true, minDeposit: 1000, maxDeposit: 100000,
      allowTags: null, allowedTags: ['vip'], tagRestrictedCountries: { default: ['IN'] },
    }),
    // Tag-based country restrictions: players without a listed tag cannot use it in DE or AT
    // (unmatched); players tagged highroller cannot use it in CH (per tag).
    method('jeton', 'Jeton', {
      kind: 'ewallet', sortPriority: 68, withdrawalExist: true, restrictedCurrencies: CRYPTO,
      tagRestrictedCountries: { unmatched: ['DE', 'AT'], highroller: ['CH'] },
    }),
  ];
}
