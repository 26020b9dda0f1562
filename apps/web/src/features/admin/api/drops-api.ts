// Merch drops (issue 30, admin only): the list and scheduling a new one.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AdminDrop, CreateDropBody } from '@fanclub/shared/schemas/drops';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog/catalog-queries';

const dropKeys = { admin: ['admin', 'drops'] as const };

export const adminDropsQueryOptions = () =>
  queryOptions({
    queryKey: dropKeys.admin,
    queryFn: ({ signal }) => api.get<AdminDrop[]>('/api/admin/drops', signal),
    staleTime: 0,
  });

export const createDrop = (body: CreateDropBody) =>
  api.post<{ id: number }>('/api/admin/drops', { ...body });

/** A new drop shows in the admin list and in the shop. */
export const invalidateDrops = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: dropKeys.admin }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);
