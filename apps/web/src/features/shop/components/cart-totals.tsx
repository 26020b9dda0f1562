import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { useCart } from '../../../lib/cart/cart-context';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * Members see the server's prices (with the VIP discount it decided); guests see the shared cart
 * math on their local lines. Either way the server charges what it computes itself.
 */
export function CartTotals() {
  const t = useT();
  const format = useFormat();
  const { itemCount, subtotalCents, discountCents, totalCents } = useCart();
  return (
    <Card className="mt-4">
      <dl className="flex flex-col gap-2">
        {discountCents > 0 && (
          <>
            <div className="flex items-center justify-between text-stage-300">
              <dt>{t('shop.subtotal')}</dt>
              <dd>{format.price(subtotalCents)}</dd>
            </div>
            <div className="flex items-center justify-between text-emerald-300">
              <dt>{t('shop.vipDiscount')}</dt>
              <dd>{t('shop.minusPrice', { price: format.price(discountCents) })}</dd>
            </div>
          </>
        )}
        <div className="flex items-center justify-between">
          <dt className="text-stage-300">
            {t('shop.total')}{' '}
            <span className="text-sm">{t('shop.itemCount', { count: itemCount })}</span>
          </dt>
          <dd className="text-xl font-bold">{format.price(totalCents)}</dd>
        </div>
      </dl>
      <Link to={paths.shopList} className={buttonClass('secondary', 'mt-4 w-full')}>
        {t('shop.continueShopping')}
      </Link>
    </Card>
  );
}
