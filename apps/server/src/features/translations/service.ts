import type { Locale } from '@fanclub/shared/i18n/locales';
import type { AdminTranslations, TranslationKind } from '@fanclub/shared/schemas/translations';
import { HttpError } from '../../plugins/errors';
import type { Fields, TranslationsRepository } from './repository';

const NOT_FOUND: Record<TranslationKind, string> = {
  post: 'Post not found',
  event: 'Event not found',
  product: 'Product not found',
};

/** The admin's translations editor: one item's original and its translations, save, delete. */
export function translationsService(repo: TranslationsRepository) {
  const original = async (kind: TranslationKind, itemId: string) => {
    const fields = await repo.original(kind, itemId);
    if (!fields) throw new HttpError(404, NOT_FOUND[kind]);
    return fields;
  };
  return {
    async list(kind: TranslationKind, itemId: string): Promise<AdminTranslations> {
      const fields = await original(kind, itemId);
      const rows = await repo.ofItem(kind, itemId);
      return {
        original: fields,
        translations: rows.map((r) => ({
          locale: r.locale,
          fields: r.fields,
          source: r.source,
          updatedAt: r.updatedAt.toISOString(),
        })),
      };
    },
    async save(kind: TranslationKind, itemId: string, locale: Locale, fields: Fields, by: string) {
      await original(kind, itemId);
      await repo.save({ kind, itemId, locale, fields, source: 'team', updatedBy: by });
    },
    async remove(kind: TranslationKind, itemId: string, locale: Locale) {
      await original(kind, itemId);
      if (!(await repo.remove(kind, itemId, locale)))
        throw new HttpError(404, 'There is no translation in that language.');
    },
  };
}
export type TranslationsService = ReturnType<typeof translationsService>;
