import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { ordersQueryOptions } from '../../../lib/orders/order-queries';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../components/sign-in-prompt';
import { itemCount, orderDate, orderRef, statusLabel } from '../order-format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** /orders: the member's merch and ticket orders, newest first (the server orders them). */
export function OrdersScreen() {
  const t = useT();
  const format = useFormat();
  const { session, isLoading } = useSession();
  const query = useQuery({ ...ordersQueryOptions(), enabled: session !== null });
  const back = { to: paths.profile, label: t('orders.backToProfile') };

  if (isLoading || (session && query.isPending)) {
    return (
      <Screen title={t('orders.myOrders')} back={back}>
        <div className="grid min-h-[40dvh] place-items-center">
          <Spinner label={t('orders.loadingOrders')} className="scale-150" />
        </div>
      </Screen>
    );
  }

  return (
    <Screen title={t('orders.myOrders')} back={back} className="pb-10">
      {!session && <SignInPrompt message={t('orders.signInOrders')} />}
      {query.isError && (
        <ErrorNotice message={t('orders.loadOrdersFailed')} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && query.data.length === 0 && (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Package aria-hidden className="size-12 text-stage-400" />
          <p className="text-lg font-semibold">{t('orders.noOrders')}</p>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            {t('orders.continueShopping')}
          </Link>
        </div>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {query.data.map((order) => (
            <li key={order.id}>
              <Link
                to={paths.orderConfirmationFor(order.id)}
                className="block rounded-2xl border border-white/5 bg-stage-800 p-4 transition-colors hover:bg-stage-700"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-3">
                  <span className="font-semibold">
                    {t('orders.orderRef', { ref: orderRef(order.id) })}
                  </span>
                  <span className="font-bold">{format.price(order.totalCents)}</span>
                </div>
                <p className="mt-1 wrap-anywhere text-sm text-stage-300">
                  {order.items.map((i) => i.name).join(', ')}
                </p>
                <p className="mt-2 flex items-center gap-2 text-xs text-stage-400">
                  <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 font-semibold text-emerald-300">
                    {statusLabel(order.status, t)}
                  </span>
                  {orderDate(order.createdAt, format.locale)} ·{' '}
                  {t('orders.itemCount', { count: itemCount(order) })}
                </p>
                {/* Text only: the whole card is already a link to the order. */}
                {order.tracking && order.status === 'shipped' && (
                  <p className="mt-2 text-sm text-stage-300">
                    {t('orders.carrierTracking', { carrier: order.tracking.carrier })}{' '}
                    <span className="font-mono text-white">{order.tracking.trackingNumber}</span>
                  </p>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
