// Country names in a language from the runtime's own data (CLDR): 'United States', 'Estados Unidos',
// 'アメリカ合衆国'. One Intl.DisplayNames per locale, built on first use, as intl.ts does for
// formatters (building one costs milliseconds on a phone). A module of its own: intl.ts is in every
// first load, and only the payment form and order addresses name countries.
const regionNames = new Map<string, Intl.DisplayNames>();

/** `code`'s name in `locale` (an Intl locale: 'en-US', 'ja-JP'); undefined when unknown. */
export function regionName(code: string, locale: string): string | undefined {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names.of(code);
}
