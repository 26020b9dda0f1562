// Intl formatters, built once per locale and options. Building one costs about a millisecond on
// a desktop and several on a mid-range phone (ICU loads the locale's data, and a time zone's
// rules): measured with a CPU profile at Lighthouse's 4× slowdown, the events list spent a third
// of a second of its first render building date formatters, the shop as long on price ones.

const MAX_FORMATTERS = 500;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = build();
    // Options come from code, and time zones from a fixed list: a bound only guards the unforeseen.
    if (cache.size >= MAX_FORMATTERS) cache.clear();
    cache.set(key, format);
  }
  return format;
}

/** A shared Intl.DateTimeFormat for these options (an invalid time zone throws, as `new` does). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, options));
}

/** A shared Intl.NumberFormat for these options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options));
}

/** A shared Intl.ListFormat ('A, B y C', 'AとB'): a list's 'and' in the reader's language. */
export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return cached(listFormats, key, () => new Intl.ListFormat(locale, options));
}

/** A shared Intl.RelativeTimeFormat ('hace 5 min', '5分前'): a moment's distance in the reader's language. */
export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  return cached(relativeFormats, key, () => new Intl.RelativeTimeFormat(locale, options));
}
