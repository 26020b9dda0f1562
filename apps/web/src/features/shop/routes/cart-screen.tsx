import { useRef } from 'react';
import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { lineKey } from '@fanclub/shared/cart';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card, Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../../../lib/cart/cart-context';
import { useSession } from '../../../lib/session';
import { CartLineItem } from '../components/cart-line-item';
import { CartTotals } from '../components/cart-totals';
import { CheckoutBar } from '../components/checkout-bar';
import { CheckoutForm } from '../components/checkout-form';
import { useT } from '../../../lib/i18n/i18n-context';

export function CartScreen() {
  const t = useT();
  const { lines, isLoading } = useCart();
  const { session } = useSession();
  const back = { to: paths.shopList, label: t('shopping.backToShop') };
  const checkout = useRef<HTMLDivElement>(null);

  if (isLoading) {
    return (
      <Screen title={t('shopping.cart')} back={back}>
        <div className="grid min-h-[40dvh] place-items-center">
          <Spinner label={t('shopping.loadingCart')} className="scale-150" />
        </div>
      </Screen>
    );
  }

  if (lines.length === 0) {
    return (
      <Screen title={t('shopping.cart')} back={back}>
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <ShoppingBag aria-hidden className="size-12 text-stage-400" />
          <p className="text-lg font-semibold">{t('shopping.cartEmpty')}</p>
          <p className="text-stage-300">{t('shopping.cartEmptyHint')}</p>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            {t('shop.continueShopping')}
          </Link>
        </div>
      </Screen>
    );
  }

  return (
    <Screen title={t('shopping.cart')} back={back} className="pb-28">
      <ul className="flex flex-col gap-3">
        {lines.map((line) => (
          <CartLineItem key={lineKey(line)} line={line} />
        ))}
      </ul>
      <CartTotals />
      <div ref={checkout} className="scroll-mt-4">
        <Card className="mt-6">
          {/* Keyed by account so a sign-in mid-checkout starts from the member's own e-mail. */}
          <CheckoutForm key={session?.user.id ?? 'guest'} email={session?.user.email ?? ''} />
        </Card>
      </div>
      <CheckoutBar target={checkout} />
    </Screen>
  );
}
