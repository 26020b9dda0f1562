import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createTranslator } from './translator';
import type { Translator } from './translator';

// Without a provider (unit tests of a lone component) texts show as their keys.
const I18nContext = createContext<Translator>(createTranslator('en'));

/** Puts the page's language around the app: the server's per request, the browser's once. */
export function I18nProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The text function of the page's language: `const t = useT(); t('landing.login')`. */
export function useT(): Translator['t'] {
  return useContext(I18nContext).t;
}

/** The page's language, for formatting dates, prices and counts (lib/i18n/use-format.ts). */
export function useLocale(): Translator['locale'] {
  return useContext(I18nContext).locale;
}
