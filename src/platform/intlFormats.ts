// Intl formatters made once per locale and options: making one costs far more than formatting with it
// (a game page's amounts, a table's dates), and pages format on every render. Also the site's date format,
// which texts use too ({{when, date}}: src/platform/i18n.ts).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl.NumberFormat for the locale and options, shared; throws as the constructor does (an unknown locale or currency). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Intl.DateTimeFormat for the locale and options, shared; throws as the constructor does. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The site's date: medium date and short time in the locale (English when the locale is unknown); '' when not a date. */
export function formatDate(value: unknown, locale: string): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || Number.isNaN(new Date(value).getTime())) return '';
  let format: Intl.DateTimeFormat;
  try {
    format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    format = dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
  }
  return format.format(new Date(value));
}
