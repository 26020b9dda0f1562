import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import type { Db } from '../../db/client';
import { contentTranslations } from '../../db/schema/translations';
import { posts } from '../../db/schema/content';
import { events } from '../../db/schema/events';
import { products } from '../../db/schema/shop';

import type { Fields } from '../../lib/content-translations';

export type { Fields };
export type TranslationRow = typeof contentTranslations.$inferSelect;

const byItem = (kind: TranslationKind, itemId: string) =>
  and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, itemId));

/** content_translations, and the originals' translatable fields. */
export function translationsRepository(db: Db) {
  return {
    /** The original's fields, or null when there is no such item (or it is not an artist post). */
    async original(kind: TranslationKind, itemId: string): Promise<Fields | null> {
      if (kind === 'post') {
        const [row] = await db
          .select({ title: posts.title, body: posts.body })
          .from(posts)
          .where(and(eq(posts.id, itemId), eq(posts.kind, 'artist'), isNull(posts.deletedAt)));
        return row ?? null;
      }
      if (kind === 'event') {
        const [row] = await db
          .select({ title: events.title, description: events.description })
          .from(events)
          .where(eq(events.id, itemId));
        return row ?? null;
      }
      const id = Number(itemId);
      if (!Number.isSafeInteger(id)) return null;
      const [row] = await db
        .select({ name: products.name, description: products.description })
        .from(products)
        .where(eq(products.id, id));
      return row ?? null;
    },

    ofItem: (kind: TranslationKind, itemId: string) =>
      db
        .select()
        .from(contentTranslations)
        .where(byItem(kind, itemId))
        .orderBy(contentTranslations.locale),

    /** A team translation replaces any; a machine one never replaces the team's. */
    async save(row: {
      kind: TranslationKind;
      itemId: string;
      locale: Locale;
      fields: Fields;
      source: 'team' | 'machine';
      updatedBy: string | null;
    }) {
      const set = {
        fields: row.fields,
        source: row.source,
        updatedBy: row.updatedBy,
        updatedAt: new Date(),
      };
      const saved = await db
        .insert(contentTranslations)
        .values(row)
        .onConflictDoUpdate({
          target: [
            contentTranslations.kind,
            contentTranslations.itemId,
            contentTranslations.locale,
          ],
          set,
          ...(row.source === 'machine'
            ? { setWhere: sql`${contentTranslations.source} = 'machine'` }
            : {}),
        })
        .returning({ locale: contentTranslations.locale });
      return saved.length > 0;
    },

    async remove(kind: TranslationKind, itemId: string, locale: Locale) {
      const gone = await db
        .delete(contentTranslations)
        .where(and(byItem(kind, itemId), eq(contentTranslations.locale, locale)))
        .returning({ locale: contentTranslations.locale });
      return gone.length > 0;
    },
  };
}
export type TranslationsRepository = ReturnType<typeof translationsRepository>;
