// The team's translations of an artist post, an event or a product (issue 34, ADR 042).
import { queryOptions } from '@tanstack/react-query';
import type { AdminTranslations, TranslationKind } from '@fanclub/shared/schemas/translations';
import { api } from '../../../lib/api-client';

const base = (kind: TranslationKind, id: string) =>
  `/api/admin/translations/${kind}/${encodeURIComponent(id)}`;

export const translationKeys = {
  item: (kind: TranslationKind, id: string) => ['admin', 'translations', kind, id] as const,
};

export const adminTranslationsQueryOptions = (kind: TranslationKind, id: string) =>
  queryOptions({
    queryKey: translationKeys.item(kind, id),
    queryFn: ({ signal }) => api.get<AdminTranslations>(base(kind, id), signal),
    staleTime: 0,
  });

/** Saves one language's translation as the team's; answers with the item's translations. */
export const saveTranslation = (
  kind: TranslationKind,
  id: string,
  locale: string,
  fields: Record<string, string>,
) => api.put<AdminTranslations>(`${base(kind, id)}/${locale}`, fields);

export const removeTranslation = (kind: TranslationKind, id: string, locale: string) =>
  api.delete<void>(`${base(kind, id)}/${locale}`);
