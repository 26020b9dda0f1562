// One language's texts for the screens. Works the same on the server (which loads every namespace
// once per language and renders many requests with it) and in the browser (which loads the
// namespaces a screen needs as it opens: route-messages.ts).
import { loadCatalog } from 'virtual:i18n-catalog';
import type catalogue from '@fanclub/shared/i18n/messages/en.json';
import type { Locale } from '@fanclub/shared/i18n/locales';

type Catalogue = typeof catalogue;
/** The browser's namespaces (the catalogue's `server` texts never reach it). */
export type Namespace = Exclude<keyof Catalogue, 'server' | 'mail' | 'push'>;
/** Every text's key, checked by the compiler: `landing.tagline`. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof Catalogue[N] & string}`;
}[Namespace];
export type MessageValues = Record<string, string | number>;

type MessageFunction = (values?: Record<string, unknown>) => string;

export interface Translator {
  readonly locale: Locale;
  /** The text for `key` in this language, with `values` put in (ICU: `{count, plural, …}`). */
  t(key: MessageKey, values?: MessageValues): string;
  /** Loads namespaces not loaded yet; resolves when their texts can be used. */
  load(namespaces: readonly Namespace[]): Promise<void>;
  /** The namespaces whose texts were asked for (the server tells the browser which to load). */
  used(): Namespace[];
}

/**
 * Loaded texts, per language, shared by every translator of that language: the server makes one
 * translator per request (for its own `used` list), and the texts need filling in only once.
 */
const loadedTexts = new Map<
  Locale,
  { messages: Map<string, MessageFunction>; loading: Map<Namespace, Promise<void>> }
>();

export function createTranslator(locale: Locale): Translator {
  let texts = loadedTexts.get(locale);
  if (!texts) {
    texts = { messages: new Map(), loading: new Map() };
    loadedTexts.set(locale, texts);
  }
  const { messages, loading } = texts;
  const used = new Set<Namespace>();
  return {
    locale,
    t(key, values) {
      used.add(key.slice(0, key.indexOf('.')) as Namespace);
      const message = messages.get(key);
      // A screen whose namespace was not loaded shows the key: visible in review, never a crash.
      return message ? message(values) : key;
    },
    load(namespaces) {
      return Promise.all(
        namespaces.map((ns) => {
          let pending = loading.get(ns);
          if (!pending) {
            pending = loadCatalog(locale, ns).then(
              (catalog) => {
                for (const [key, message] of Object.entries(catalog)) messages.set(key, message);
              },
              (error: unknown) => {
                // A failed fetch (a phone's network blip) is not kept: the route's retry asks again.
                loading.delete(ns);
                throw error;
              },
            );
            loading.set(ns, pending);
          }
          return pending;
        }),
      ).then(() => undefined);
    },
    used: () => [...used],
  };
}
