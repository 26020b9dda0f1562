// Translations of the club's own content (issue 34, ADR 042): the team writes a translation of an
// artist post, an event or a product per language; fans read theirs and can see the original.
import { z } from 'zod';
import { LOCALES, DEFAULT_LOCALE } from '../i18n/locales';
import type { Locale } from '../i18n/locales';
import { CreateContentBody, CreateEventBody } from './admin';
import { CreateDropBody } from './drops';

export const TRANSLATION_KINDS = ['post', 'event', 'product'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** The originals are written in the club's language (English); the others can be translated. */
export type TranslationLocale = Exclude<Locale, 'en'>;
export const TRANSLATION_LOCALES = LOCALES.filter(
  (l): l is TranslationLocale => l !== DEFAULT_LOCALE,
);

/** The fields each kind translates, with the same limits as the originals' forms. */
export const PostTranslationFields = z.object({
  title: CreateContentBody.shape.title,
  body: CreateContentBody.shape.body,
});
export const EventTranslationFields = z.object({
  title: CreateEventBody.shape.title.max(200, 'Please keep the title to 200 characters.'),
  description: z.string().trim().max(5000, 'Please keep the description to 5,000 characters.'),
});
export const ProductTranslationFields = z.object({
  name: CreateDropBody.shape.name,
  description: CreateDropBody.shape.description,
});
export const TRANSLATION_FIELDS = {
  post: PostTranslationFields,
  event: EventTranslationFields,
  product: ProductTranslationFields,
} as const;
export type TranslationFields<K extends TranslationKind> = z.infer<(typeof TRANSLATION_FIELDS)[K]>;

export const TranslationLocaleParam = z.enum(
  TRANSLATION_LOCALES,
  'That language cannot be translated to.',
);

/** One language's translation as the admin editor shows it. */
export const AdminTranslation = z.object({
  locale: z.enum(LOCALES),
  fields: z.record(z.string(), z.string()),
  source: z.enum(['team', 'machine']),
  updatedAt: z.string(),
});
export type AdminTranslation = z.infer<typeof AdminTranslation>;

export const AdminTranslations = z.object({
  original: z.record(z.string(), z.string()),
  translations: z.array(AdminTranslation),
});
export type AdminTranslations = z.infer<typeof AdminTranslations>;
