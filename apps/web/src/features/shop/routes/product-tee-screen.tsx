import { useSearchParams } from 'react-router';
import { DEFAULT_TEE_PRODUCT_ID } from '@fanclub/shared/limits';
import { ProductDetail } from '../components/product-detail';
import { productIdFrom } from '../product-id';

/** /product-tee?id=&name=&type= — clothing and accessories; ?id defaults to the tee (2). */
export function ProductTeeScreen() {
  const [searchParams] = useSearchParams();
  const id = productIdFrom(searchParams.get('id'), DEFAULT_TEE_PRODUCT_ID);
  return <ProductDetail id={id} nameHint={searchParams.get('name')} />;
}
