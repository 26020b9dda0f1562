import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { formatPrice } from '@fanclub/shared/format';
import { lineKey } from '@fanclub/shared/cart';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card, Screen } from '../../../components/ui/screen';
import { useCart } from '../../../lib/cart/cart-context';
import { CartLineItem } from '../components/cart-line-item';
import { CheckoutForm } from '../components/checkout-form';

export function CartScreen() {
  const { lines, totalCents, itemCount } = useCart();
  const back = { to: paths.shopList, label: 'Back to Shop' };

  if (lines.length === 0) {
    return (
      <Screen title="Cart" back={back}>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <ShoppingBag aria-hidden className="size-12 text-stage-400" />
          <p className="text-lg font-semibold">Your cart is empty</p>
          <p className="text-stage-300">Find something you love in the merch shop.</p>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            Continue Shopping
          </Link>
        </div>
      </Screen>
    );
  }

  return (
    <Screen title="Cart" back={back} className="pb-10">
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <CartLineItem key={lineKey(line)} line={line} />
        ))}
      </ul>
      <Card className="mt-4">
        <div className="flex items-center justify-between">
          <span className="text-stage-300">
            Total <span className="text-sm">({itemCount} {itemCount === 1 ? 'item' : 'items'})</span>
          </span>
          <span className="text-xl font-bold">{formatPrice(totalCents)}</span>
        </div>
        <Link to={paths.shopList} className={buttonClass('secondary', 'mt-4 w-full')}>
          Continue Shopping
        </Link>
      </Card>
      <Card className="mt-6">
        <CheckoutForm />
      </Card>
    </Screen>
  );
}
