// Currencies (spec 3 Other records: code, name), with what the wallet needs: the number of minor-unit
// decimals (amounts are kept in integer minor units) and whether it is a crypto currency (spec 5:
// crypto amounts show up to 8 decimals, fiat 2).
export interface CurrencySeed { code: string; name: string; symbol: string; decimals: number; isCrypto: boolean }

const fiat = (code: string, name: string, symbol: string, decimals = 2): CurrencySeed => ({ code, name, symbol, decimals, isCrypto: false });
const crypto = (code: string, name: string, symbol: string, decimals = 8): CurrencySeed => ({ code, name, symbol, decimals, isCrypto: true });

export const CURRENCIES: readonly CurrencySeed[] = [
  fiat('EUR', 'Euro', '€'),
  fiat('USD', 'US Dollar', '$'),
  fiat('GBP', 'British Pound', '£'),
  fiat('INR', 'Indian Rupee', '₹'),
  fiat('CAD', 'Canadian Dollar', 'C$'),
  fiat('AUD', 'Australian Dollar', 'A$'),
  fiat('NZD', 'New Zealand Dollar', 'NZ$'),
  fiat('CHF', 'Swiss Franc', 'CHF'),
  fiat('SEK', 'Swedish Krona', 'kr'),
  fiat('NOK', 'Norwegian Krone', 'kr'),
  fiat('DKK', 'Danish Krone', 'kr'),
  fiat('PLN', 'Polish Złoty', 'zł'),
  fiat('CZK', 'Czech Koruna', 'Kč'),
  fiat('HUF', 'Hungarian Forint', 'Ft'),
  fiat('RON', 'Romanian Leu', 'lei'),
  fiat('TRY', 'Turkish Lira', '₺'),
  fiat('BRL', 'Brazilian Real', 'R$'),
  fiat('MXN', 'Mexican Peso', 'MX$'),
  fiat('ARS', 'Argentine Peso', 'ARS'),
  fiat('CLP', 'Chilean Peso', 'CLP', 0),
  fiat('JPY', 'Japanese Yen', '¥', 0),
  fiat('KRW', 'South Korean Won', '₩', 0),
  fiat('ZAR', 'South African Rand', 'R'),
  fiat('NGN', 'Nigerian Naira', '₦'),
  fiat('KES', 'Kenyan Shilling', 'KSh'),
  crypto('BTC', 'Bitcoin', '₿'),
  crypto('ETH', 'Ether', 'Ξ'),
  crypto('LTC', 'Litecoin', 'Ł'),
  crypto('DOGE', 'Dogecoin', 'Ð'),
  crypto('USDT', 'Tether USD', 'USDT', 6),
  crypto('USDC', 'USD Coin', 'USDC', 6),
  crypto('TRX', 'TRON', 'TRX', 6),
];
