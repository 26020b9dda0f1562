// The server's own texts in the five languages (ADR 041): errors, and what mails and pushes say.
// They live in the catalogues' `server` namespace (packages/shared/src/i18n/messages/*.json, the
// same files as the screens'), compiled here with messageformat once per language on first use.
//
// Errors are written in English where they are thrown (`new HttpError(404, 'Post not found.')`), as
// before; the error handler translates the English text on its way out, by finding it among the
// catalogue's English texts. A text with {arguments} matches with any values in their places
// ('Display names can be at most {max} characters.'), which are carried into the translation.
// A text the catalogue lacks leaves in English: nothing breaks while translations catch up.
import MessageFormat from '@messageformat/core';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import en from '@fanclub/shared/i18n/messages/en.json' with { type: 'json' };
import es from '@fanclub/shared/i18n/messages/es.json' with { type: 'json' };
import ja from '@fanclub/shared/i18n/messages/ja.json' with { type: 'json' };
import ko from '@fanclub/shared/i18n/messages/ko.json' with { type: 'json' };
import ptBR from '@fanclub/shared/i18n/messages/pt-BR.json' with { type: 'json' };

type ServerKey = keyof typeof en.server;
type Compiled = (values?: Record<string, unknown>) => string;

const CATALOGUES: Record<Locale, { server?: Record<string, string> }> = {
  en,
  es,
  'pt-BR': ptBR,
  ja,
  ko,
};

const compiled = new Map<Locale, Map<string, Compiled>>();

function textsOf(locale: Locale): Map<string, Compiled> {
  let texts = compiled.get(locale);
  if (!texts) {
    const mf = new MessageFormat(locale);
    texts = new Map(
      Object.entries(CATALOGUES[locale].server ?? {}).map(([key, text]) => [key, mf.compile(text)]),
    );
    compiled.set(locale, texts);
  }
  return texts;
}

/** A server text in `locale` (English when that language lacks it). */
export function serverText(
  locale: Locale,
  key: ServerKey,
  values?: Record<string, string | number>,
): string {
  const message = textsOf(locale).get(key) ?? textsOf(DEFAULT_LOCALE).get(key);
  return message ? message(values) : key;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English text as a pattern: literal parts exact, `{name}` matching any value. */
const patterns: { key: ServerKey; pattern: RegExp; names: string[] }[] = Object.entries(
  en.server,
).map(([key, text]) => {
  const names: string[] = [];
  const source = text
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const name = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key: key as ServerKey, pattern: new RegExp(`^${source}$`), names };
});
const exact = new Map(
  patterns
    .filter((entry) => entry.names.length === 0)
    .map((entry) => [en.server[entry.key], entry.key]),
);

/**
 * An English text the server wrote (an error message, a field's problem) in `locale`: the
 * catalogue's translation when it knows the text, else the text unchanged.
 */
export function translateServerText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  const key = exact.get(text);
  if (key) return serverText(locale, key);
  for (const { key: patternKey, pattern, names } of patterns) {
    if (names.length === 0) continue;
    const match = pattern.exec(text);
    if (match) {
      const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
      return serverText(locale, patternKey, values);
    }
  }
  return text;
}
