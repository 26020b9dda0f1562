import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import type { ReadCache } from '../plugins/read-cache';
import type { Db } from '../db/client';
import { contentTranslationReads } from './content-translation-repository';

/** Translated fields by name (features/translations writes them; the public reads lay them over). */
export type Fields = Record<string, string>;

const NONE: ReadonlyMap<string, Fields> = new Map();

/**
 * Puts the reader's language's translation into an item's fields, keeping the replaced text in
 * `original` ("See original"). Only fields that hold text are replaced: a locked post's body is
 * null, so neither its translation nor its original is ever put in the answer.
 */
export function overlayFields<T extends object>(
  item: T,
  fields: Fields | undefined,
): T & { original?: Fields } {
  if (!fields) return item;
  const copy = { ...item } as Record<string, unknown>;
  const original: Fields = {};
  for (const [key, text] of Object.entries(fields)) {
    const current = copy[key];
    if (typeof current !== 'string' || text === '') continue;
    original[key] = current;
    copy[key] = text;
  }
  if (Object.keys(original).length === 0) return item;
  return { ...(copy as T), original };
}

/** The translations the public reads need, through the read cache. */
export function translationLookup(db: Db, cache: ReadCache) {
  const repo = contentTranslationReads(db);
  return {
    /**
     * Item id → translated fields. English, or a language no item of the kind is translated into
     * (every English-only install), costs one cached boolean and no query.
     */
    async of(
      kind: TranslationKind,
      locale: Locale,
      ids: readonly string[],
    ): Promise<ReadonlyMap<string, Fields>> {
      if (locale === DEFAULT_LOCALE || ids.length === 0) return NONE;
      const any = await cache.get(`translations:any:${kind}:${locale}`, () =>
        repo.any(kind, locale),
      );
      if (!any) return NONE;
      return cache.get(`translations:${kind}:${locale}:${ids.join(',')}`, () =>
        repo.forItems(kind, locale, ids),
      );
    },
  };
}
export type TranslationLookup = ReturnType<typeof translationLookup>;
