// The languages the app speaks, and how a request's language is chosen. Shared by the server (which
// renders the first paint and writes e-mails in it) and the web app (Settings → Language).

export const LOCALES = ['en', 'es', 'pt-BR', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as language pickers do (a Japanese reader looks for 日本語). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
};

/** The Intl locale behind each language: English keeps the spec's American dates and prices. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  es: 'es',
  'pt-BR': 'pt-BR',
  ja: 'ja-JP',
  ko: 'ko-KR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language tag to one of ours by its primary subtag (pt-PT reads pt-BR, es-MX reads es). */
function matchTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === primary) ?? null;
}

/** The first of our languages among `tags`, most preferred first (`navigator.languages`). */
export function localeForTags(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = matchTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** The member's own choice first, else the first of the browser's languages we speak, else English. */
export function chooseLocale(saved: string | null | undefined, tags: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  return localeForTags(tags) ?? DEFAULT_LOCALE;
}
