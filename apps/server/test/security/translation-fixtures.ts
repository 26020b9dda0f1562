import type { FastifyInstance } from 'fastify';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import { contentTranslations } from '../../src/db/schema/translations';

/** A Spanish team translation of an item, for the routes that read or delete one. */
export async function newTranslation(
  app: FastifyInstance,
  kind: TranslationKind,
  itemId: string,
  fields: Record<string, string>,
) {
  await app.db
    .insert(contentTranslations)
    .values({ kind, itemId, locale: 'es', fields, source: 'team' })
    .onConflictDoNothing();
  return itemId;
}
