// A language's catalogue texts as the page's `t`, compiled as the build does (apps/web/vite-i18n.ts
// compiles the same catalogue files with the same library).
import MessageFormat from '@messageformat/core';
import english from '@fanclub/shared/i18n/messages/en.json';
import spanish from '@fanclub/shared/i18n/messages/es.json';
import portuguese from '@fanclub/shared/i18n/messages/pt-BR.json';
import japanese from '@fanclub/shared/i18n/messages/ja.json';
import korean from '@fanclub/shared/i18n/messages/ko.json';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { Translator } from '../src/lib/i18n/translator';

const CATALOGUES: Record<Locale, unknown> = {
  en: english,
  es: spanish,
  'pt-BR': portuguese,
  ja: japanese,
  ko: korean,
};

export function catalogueTranslator(locale: Locale): Translator['t'] {
  const mf = new MessageFormat(locale);
  const messages = CATALOGUES[locale] as Record<string, Record<string, string>>;
  return (key, values) => {
    const [ns = '', name = ''] = key.split('.');
    const text = messages[ns]?.[name];
    // A key the catalogue lacks fails the test (the page would show the key).
    if (text === undefined) throw new Error(`no text ${key} in ${locale}`);
    return mf.compile(text)(values);
  };
}
