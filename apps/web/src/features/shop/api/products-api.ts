// Merch catalogue reads. Query keys are built only here.
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';

export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

export const productsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.list(),
    queryFn: ({ signal }) => api.get<Product[]>('/api/products', signal),
  });

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${id}`, signal),
  });
