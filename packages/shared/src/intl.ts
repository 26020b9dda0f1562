// Intl formatters, built once per locale and options. Building an Intl.DateTimeFormat with a
// time zone costs about a millisecond on a desktop and several on a mid-range phone (ICU loads
// the zone's rules): an events list built one per date part spent a third of a second of its
// first render on it, measured with a CPU profile at Lighthouse's 4× slowdown.

const MAX_FORMATTERS = 500;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.DateTimeFormat for these options (an invalid time zone throws, as `new` does). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    // Options come from code, and time zones from a fixed list: a bound only guards the unforeseen.
    if (dateFormats.size >= MAX_FORMATTERS) dateFormats.clear();
    dateFormats.set(key, format);
  }
  return format;
}
