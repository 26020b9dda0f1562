// A product's own page. The product list is shared with Home (lib/catalog/catalog-queries.ts),
// and so are the product keys.
import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog/catalog-queries';

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<Product>(`/api/products/${id}`, signal),
  });
