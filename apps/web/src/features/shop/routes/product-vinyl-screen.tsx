import { useSearchParams } from 'react-router';
import { DEFAULT_VINYL_PRODUCT_ID } from '@fanclub/shared/limits';
import { ProductDetail } from '../components/product-detail';
import { productIdFrom } from '../product-id';

/** /product-vinyl?id=&name= — records and the digital EP; ?id defaults to the vinyl (1). */
export function ProductVinylScreen() {
  const [searchParams] = useSearchParams();
  const id = productIdFrom(searchParams.get('id'), DEFAULT_VINYL_PRODUCT_ID);
  return <ProductDetail id={id} nameHint={searchParams.get('name')} />;
}
