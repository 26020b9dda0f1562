// Shop list, dashboard strip and hotspots all link to product pages the same way (spec section 2).
import { paths } from '../../app/paths';

// The shop list only adds `type` for these kinds; tees and vinyl are implied by the page.
const TYPED_KINDS = new Set(['digital', 'hoodie', 'accessory', 'pants']);

export function productLink(p: { id: number; name: string; type: string }): string {
  const query = new URLSearchParams({ id: String(p.id), name: p.name });
  if (TYPED_KINDS.has(p.type)) query.set('type', p.type);
  const page = p.type === 'vinyl' || p.type === 'digital' ? paths.productVinyl : paths.productTee;
  return `${page}?${query.toString()}`;
}
