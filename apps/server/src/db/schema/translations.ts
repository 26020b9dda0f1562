import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';

/**
 * Translations of artist posts, events and products (issue 34, ADR 042). item_id is text because
 * posts and events have uuids and products integers; triggers (migration 0040) delete a row's
 * translations with the row (and when a post is soft-deleted), in place of a foreign key.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    kind: text('kind').$type<TranslationKind>().notNull(),
    itemId: text('item_id').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** 'team': written in /admin, never overwritten by a provider; 'machine': filled in by one. */
    source: text('source', { enum: ['team', 'machine'] }).notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.locale] })],
);
