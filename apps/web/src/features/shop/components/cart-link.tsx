import { useState } from 'react';
import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../app/paths';
import { useCart } from '../../../lib/cart/cart-context';

/** Icon link to /cart with the item count; the label carries the count for screen readers. */
export function CartLink({ className = '' }: { className?: string }) {
  const { itemCount } = useCart();
  // Pop only on a change while the screen is open, not on every page that shows the cart link.
  const [shownCount] = useState(itemCount);
  const pop = itemCount !== shownCount ? 'animate-badge-pop ' : '';
  const label = `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Link
      to={paths.cart}
      aria-label={label}
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-stage-800 hover:bg-stage-700 ${className}`}
    >
      <ShoppingCart aria-hidden className="size-5" />
      {itemCount > 0 && (
        <span
          aria-hidden
          // A new key per count replays the pop: the badge bounces whenever something is added.
          key={itemCount}
          data-testid="cart-badge"
          className={`${pop}absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-accent-fill px-1 text-[11px] leading-5 font-bold text-white`}
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </Link>
  );
}
