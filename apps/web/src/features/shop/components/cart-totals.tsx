import { Link } from 'react-router';
import { formatPrice } from '@fanclub/shared/format';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { useCart } from '../../../lib/cart/cart-context';

/**
 * Members see the server's prices (with the VIP discount it decided); guests see the shared cart
 * math on their local lines. Either way the server charges what it computes itself.
 */
export function CartTotals() {
  const { itemCount, subtotalCents, discountCents, totalCents } = useCart();
  return (
    <Card className="mt-4">
      <dl className="flex flex-col gap-2">
        {discountCents > 0 && (
          <>
            <div className="flex items-center justify-between text-stage-300">
              <dt>Subtotal</dt>
              <dd>{formatPrice(subtotalCents)}</dd>
            </div>
            <div className="flex items-center justify-between text-emerald-300">
              <dt>VIP discount</dt>
              <dd>−{formatPrice(discountCents)}</dd>
            </div>
          </>
        )}
        <div className="flex items-center justify-between">
          <dt className="text-stage-300">
            Total{' '}
            <span className="text-sm">
              ({itemCount} {itemCount === 1 ? 'item' : 'items'})
            </span>
          </dt>
          <dd className="text-xl font-bold">{formatPrice(totalCents)}</dd>
        </div>
      </dl>
      <Link to={paths.shopList} className={buttonClass('secondary', 'mt-4 w-full')}>
        Continue Shopping
      </Link>
    </Card>
  );
}
