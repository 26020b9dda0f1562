import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import type { Db } from '../../db/client';
import { contentTranslationReads } from '../../lib/content-translation-repository';

type Line = { productId?: number | null; name: string };

/**
 * The names a buyer's mail shows, in the buyer's language: a product's or an event's translation
 * into it (ADR 042; the one the shop and event pages show them) where there is one, else the
 * original. A mail is best effort: when the translations cannot be read, the originals go.
 */
export function mailNames(db: Db, log: FastifyBaseLogger) {
  const reads = contentTranslationReads(db);
  const translated = async (kind: TranslationKind, locale: Locale, ids: string[]) => {
    if (locale === DEFAULT_LOCALE || ids.length === 0) return new Map<string, string>();
    try {
      const rows = await reads.forItems(kind, locale, [...new Set(ids)]);
      const field = kind === 'product' ? 'name' : 'title';
      return new Map(
        [...rows].flatMap(([id, fields]) => (fields[field] ? [[id, fields[field]]] : [])),
      );
    } catch (err) {
      log.warn({ err, kind, locale }, 'mail names: translations not read, originals sent');
      return new Map<string, string>();
    }
  };
  return {
    /** Order lines with each product's name in `locale`. */
    async lines<T extends Line>(locale: Locale, lines: readonly T[]): Promise<T[]> {
      const ids = lines.flatMap((l) => (l.productId == null ? [] : [String(l.productId)]));
      const names = await translated('product', locale, ids);
      return lines.map((l) => {
        const name = l.productId == null ? undefined : names.get(String(l.productId));
        return name ? { ...l, name } : l;
      });
    },
    /** An event with its title in `locale`. */
    async event<T extends { id: string; title: string }>(locale: Locale, event: T): Promise<T> {
      const title = (await translated('event', locale, [event.id])).get(event.id);
      return title ? { ...event, title } : event;
    },
  };
}
export type MailNames = ReturnType<typeof mailNames>;
