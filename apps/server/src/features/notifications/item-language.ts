import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { InboxKind } from '@fanclub/shared/schemas/community';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import type { Fields, TranslationLookup } from '../../lib/content-translations';
import { translatePushText } from '../../lib/i18n/server-texts';

/** What of an inbox item is shown: the list, a push and a mail all show these. */
interface ItemText {
  kind: InboxKind;
  title: string;
  body: string;
  url: string;
}

/** Kinds whose body is the server's own words ('Tap to watch now.'), not what someone wrote. */
const SERVER_BODIES: ReadonlySet<InboxKind> = new Set([
  'live_started',
  'order_shipped',
  // 'Your pass is with your tickets.' (a place won); the event's title otherwise, left as it is.
  'meet_greet',
]);

/**
 * Kinds whose body names the club's own content (ADR 042): which item it is (read from the item's
 * link, which every writer of the kind makes the same way: inbox-listeners.ts, drop-news.ts) and
 * the body the writer would have made from that item's translated fields. Not an artist post's
 * opening: it quotes a post the member could read when it was announced, and its translation,
 * written later, could show text of a post above the tier they have now (the post itself opens
 * translated, with See original).
 */
const CONTENT_BODIES: Partial<
  Record<
    InboxKind,
    { kind: TranslationKind; link: RegExp; body: (fields: Fields) => string | undefined }
  >
> = {
  event_announced: { kind: 'event', link: /^\/event\/([^/?#]+)$/, body: (f) => f.title },
  merch_drop: { kind: 'product', link: /^\/product-tee\?id=(\d+)$/, body: (f) => f.name },
};

const contentOf = (item: ItemText) => {
  const content = CONTENT_BODIES[item.kind];
  const id = content?.link.exec(item.url)?.[1];
  return content && id ? { ...content, id } : undefined;
};

/**
 * An inbox item (stored in English) as the member reads it in `locale`: the title always (names
 * and post titles inside it are kept), the body when it is the server's own text, or `content`,
 * the team's translation of the club's item it names, when there is one.
 */
export function itemInLanguage<T extends ItemText>(item: T, locale: Locale, content?: string): T {
  if (locale === DEFAULT_LOCALE) return item;
  return {
    ...item,
    title: translatePushText(item.title, locale),
    body:
      content || (SERVER_BODIES.has(item.kind) ? translatePushText(item.body, locale) : item.body),
  };
}

/**
 * Items in each one's reader's language, for the inbox list, the pushes and the mails alike. The
 * translations of the events, posts and products they name are read together: one lookup per
 * language and kind among `items`, and none at all in English or for a kind nothing is translated
 * into that language (translationLookup's cached answer). Best effort: when the translations
 * cannot be read, the items keep their original names (the titles are still translated).
 */
export function itemsInLanguage(translations: TranslationLookup, log: FastifyBaseLogger) {
  return async function inLanguage<T extends ItemText>(
    items: readonly T[],
    localeOf: (item: T) => Locale,
  ): Promise<T[]> {
    const wanted = new Map<string, { kind: TranslationKind; locale: Locale; ids: Set<string> }>();
    for (const item of items) {
      const locale = localeOf(item);
      const content = contentOf(item);
      if (locale === DEFAULT_LOCALE || !content) continue;
      const key = `${content.kind}:${locale}`;
      const entry = wanted.get(key) ?? { kind: content.kind, locale, ids: new Set<string>() };
      entry.ids.add(content.id);
      wanted.set(key, entry);
    }
    const found = new Map<string, ReadonlyMap<string, Fields>>();
    await Promise.all(
      [...wanted].map(async ([key, { kind, locale, ids }]) => {
        try {
          found.set(key, await translations.of(kind, locale, [...ids]));
        } catch (err) {
          log.warn({ err, kind, locale }, 'inbox items: translations not read, originals shown');
        }
      }),
    );
    return items.map((item) => {
      const locale = localeOf(item);
      const content = contentOf(item);
      const fields = content && found.get(`${content.kind}:${locale}`)?.get(content.id);
      return itemInLanguage(item, locale, fields && content.body(fields));
    });
  };
}
export type ItemsInLanguage = ReturnType<typeof itemsInLanguage>;
