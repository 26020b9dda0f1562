// "Notify me" on a merch drop (issue 30): whether the member asked, and asking.
import { queryOptions } from '@tanstack/react-query';
import type { DropNotify } from '@fanclub/shared/schemas/drops';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog/catalog-queries';

export const dropNotifyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productKeys.detail(id), 'notify'] as const,
    queryFn: ({ signal }) => api.get<DropNotify>(`/api/products/${id}/notify`, signal),
  });

export const askToBeNotified = (id: number) => api.post<DropNotify>(`/api/products/${id}/notify`);
