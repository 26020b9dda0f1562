// The server's own texts in the five languages (ADR 041, ADR 043): errors (`server`), e-mails
// (`mail`) and pushes (`push`). They live in the catalogues' server-only namespaces
// (packages/shared/src/i18n/messages/*.json, the same files as the screens', never shipped to the
// browser), compiled here with messageformat once per language on first use.
//
// Errors are written in English where they are thrown (`new HttpError(404, 'Post not found.')`), as
// before; the error handler translates the English text on its way out, by finding it among the
// catalogue's English texts. A text with {arguments} matches with any values in their places
// ('Display names can be at most {max} characters.'), which are carried into the translation.
// Values written per language (dates) come with `HttpError.text`, as functions of the locale.
// Inbox items are stored in English the same way and their pushes translated when they are sent.
// A text the catalogue lacks leaves in English: nothing breaks while translations catch up.
import MessageFormat from '@messageformat/core';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { PLAN_FEATURE_KEYS } from '@fanclub/shared/plans';
import type { PlanFeature } from '@fanclub/shared/plans';
import en from '@fanclub/shared/i18n/messages/en.json' with { type: 'json' };
import es from '@fanclub/shared/i18n/messages/es.json' with { type: 'json' };
import ja from '@fanclub/shared/i18n/messages/ja.json' with { type: 'json' };
import ko from '@fanclub/shared/i18n/messages/ko.json' with { type: 'json' };
import ptBR from '@fanclub/shared/i18n/messages/pt-BR.json' with { type: 'json' };
import type { LocalizedValue } from './moments';

/** The namespaces only the server reads (apps/web/vite-i18n.ts keeps them out of the browser). */
export type ServerNamespace = 'server' | 'mail' | 'push';
export type ServerKey = keyof typeof en.server;
export type MailKey = keyof typeof en.mail;
export type PushKey = keyof typeof en.push;
type Values = Record<string, string | number>;
/** A server text's values: a date may be a function of the reader's language (./moments). */
export type ServerValues = Record<string, string | number | LocalizedValue>;
type Compiled = (values?: Record<string, unknown>) => string;

const CATALOGUES: Record<
  Locale,
  Partial<Record<ServerNamespace | 'plans', Record<string, string>>>
> = {
  en,
  es,
  'pt-BR': ptBR,
  ja,
  ko,
};

const compiled = new Map<string, Map<string, Compiled>>();

function textsOf(locale: Locale, ns: ServerNamespace): Map<string, Compiled> {
  let texts = compiled.get(`${ns}:${locale}`);
  if (!texts) {
    const mf = new MessageFormat(locale);
    texts = new Map(
      Object.entries(CATALOGUES[locale][ns] ?? {}).map(([key, text]) => [key, mf.compile(text)]),
    );
    compiled.set(`${ns}:${locale}`, texts);
  }
  return texts;
}

function textIn(ns: ServerNamespace, locale: Locale, key: string, values?: Values): string {
  const message = textsOf(locale, ns).get(key) ?? textsOf(DEFAULT_LOCALE, ns).get(key);
  return message ? message(values) : key;
}

/** A server text in `locale` (English when that language lacks it), its dates in `locale` too. */
export function serverText(locale: Locale, key: ServerKey, values?: ServerValues): string {
  const written =
    values &&
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function' ? value(locale) : value,
      ]),
    );
  return textIn('server', locale, key, written);
}

/** A text of an e-mail in `locale` (English when that language lacks it). */
export const mailText = (locale: Locale, key: MailKey, values?: Values): string =>
  textIn('mail', locale, key, values);

/**
 * A plan-card line ('Full playback') in `locale`, from the catalogues' `plans` namespace the web's
 * plan cards read too: the welcome mail lists the same perks in the same words.
 */
export function planFeatureText(locale: Locale, feature: PlanFeature): string {
  const key = PLAN_FEATURE_KEYS[feature];
  return CATALOGUES[locale].plans?.[key] ?? en.plans[key];
}

/** A text of a push notification (and inbox item) in `locale`. */
export const pushText = (locale: Locale, key: PushKey, values?: Values): string =>
  textIn('push', locale, key, values);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  key: string;
  pattern: RegExp;
  names: string[];
}

/**
 * Each English text of `ns` as a pattern: literal parts exact, `{name}` matching any value. The
 * texts with the most literal words come first, so '{name} and 1 other liked your post' is tried
 * before '{name} liked your post' (which would also match it, with a longer name).
 */
function englishMatcher(ns: ServerNamespace) {
  const english: Record<string, string> = en[ns];
  const patterns: (Pattern & { literal: number })[] = Object.entries(english).map(([key, text]) => {
    const names: string[] = [];
    let literal = 0;
    const source = text
      .split(/(\{[A-Za-z0-9_]+\})/)
      .map((part) => {
        const name = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
        if (!name) {
          literal += part.length;
          return escapeRegExp(part);
        }
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { key, pattern: new RegExp(`^${source}$`, 's'), names, literal };
  });
  patterns.sort((a, b) => b.literal - a.literal);
  const exact = new Map(
    patterns
      .filter((entry) => entry.names.length === 0)
      .map((entry) => [english[entry.key], entry.key]),
  );
  const withValues = patterns.filter((entry) => entry.names.length > 0);

  /** The key and values of `text` when it is one of the namespace's English texts. */
  const find = (text: string): { key: string; values?: Values } | undefined => {
    const key = exact.get(text);
    if (key) return { key };
    for (const { key: patternKey, pattern, names } of withValues) {
      const match = pattern.exec(text);
      if (match)
        return {
          key: patternKey,
          values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
        };
    }
    return undefined;
  };
  /** `text` in `locale` when it is one of the namespace's English texts, else unchanged. */
  const translate = (text: string, locale: Locale): string => {
    if (locale === DEFAULT_LOCALE) return text;
    const known = find(text);
    return known ? textIn(ns, locale, known.key, known.values) : text;
  };
  return { find, translate };
}

const serverMatcher = englishMatcher('server');

/**
 * An English text the server wrote (an error message, a field's problem) in `locale`: the
 * catalogue's translation when it knows the text, else the text unchanged.
 */
export const translateServerText = serverMatcher.translate;

/** Whether `text` is one of the `server` catalogue's English texts (values in its {places}). */
export const isServerText = (text: string): boolean => serverMatcher.find(text) !== undefined;

/**
 * An inbox item's English title (or one of the server's own bodies, such as 'Tap to watch now.')
 * in `locale`, for its push or e-mail. Titles hold names and post titles, never whole texts a
 * member wrote, so matching them against the `push` texts cannot rewrite someone's words.
 */
export const translatePushText = englishMatcher('push').translate;
