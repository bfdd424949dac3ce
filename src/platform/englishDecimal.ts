// English amounts without Intl: the page's first Intl formatter loads the locale's data, which costs a phone
// tens of milliseconds inside the render that first shows an amount (issue 12: total blocking time). For
// the default locale the text is made here instead, the same as Intl.NumberFormat('en') gives (grouping
// by thousands with ',', '.' before the decimals, half away from zero on the shortest decimal of the
// number): tests/unit/platform/englishDecimal.test.ts compares the two over many values.

/** The amount with minDigits to maxDigits decimals as Intl's 'en' gives it, or null for what is left to Intl. */
export function formatEnglishDecimal(amount: number, minDigits: number, maxDigits: number): string | null {
  if (!Number.isFinite(amount)) return null;
  const shortest = String(Math.abs(amount));
  // Exponent forms (below 1e-6, from 1e21) are left to Intl.
  if (shortest.includes('e')) return null;
  const [whole, fraction = ''] = shortest.split('.');
  let digits = whole + fraction.padEnd(maxDigits, '0').slice(0, maxDigits);
  // Half away from zero, on the decimal digits (not the binary value: 1.005 is 1.01, as Intl shows it).
  if (fraction.length > maxDigits && fraction.charCodeAt(maxDigits) >= 53 /* '5' */) {
    digits = increment(digits);
  }
  const wholeLength = digits.length - maxDigits;
  let intPart = digits.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  let frac = digits.slice(wholeLength);
  while (frac.length > minDigits && frac.endsWith('0')) frac = frac.slice(0, -1);
  intPart = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl keeps the sign of a negative amount that rounds to zero ("-0.00").
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${intPart}${frac ? `.${frac}` : ''}`;
}

/** A string of decimal digits plus one. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String.fromCharCode(chars[i].charCodeAt(0) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}
