import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import type { Db } from '../db/client';
import { contentTranslations } from '../db/schema/translations';

/** The public reads' queries of content_translations (lib/content-translations.ts caches them). */
export function contentTranslationReads(db: Db) {
  return {
    /** Whether any item of this kind has a translation into `locale` (most installs: none). */
    async any(kind: TranslationKind, locale: Locale) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(contentTranslations)
        .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.locale, locale)))
        .limit(1);
      return row !== undefined;
    },

    async forItems(kind: TranslationKind, locale: Locale, itemIds: readonly string[]) {
      if (itemIds.length === 0) return new Map<string, Record<string, string>>();
      const rows = await db
        .select({ itemId: contentTranslations.itemId, fields: contentTranslations.fields })
        .from(contentTranslations)
        .where(
          and(
            eq(contentTranslations.kind, kind),
            eq(contentTranslations.locale, locale),
            inArray(contentTranslations.itemId, [...itemIds]),
          ),
        );
      return new Map(rows.map((r) => [r.itemId, r.fields]));
    },
  };
}
