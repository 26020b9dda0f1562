import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import { formatPrice } from '@fanclub/shared/format';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { ordersQueryOptions } from '../../../lib/orders/order-queries';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../components/sign-in-prompt';
import { itemCount, orderDate, orderRef, statusLabel } from '../order-format';

/** /orders: the member's merch and ticket orders, newest first (the server orders them). */
export function OrdersScreen() {
  const { session, isLoading } = useSession();
  const query = useQuery({ ...ordersQueryOptions(), enabled: session !== null });
  const back = { to: paths.profile, label: 'Back to Profile' };

  if (isLoading || (session && query.isPending)) {
    return (
      <Screen title="My orders" back={back}>
        <div className="grid min-h-[40dvh] place-items-center">
          <Spinner label="Loading your orders" className="scale-150" />
        </div>
      </Screen>
    );
  }

  return (
    <Screen title="My orders" back={back} className="pb-10">
      {!session && <SignInPrompt what="orders" />}
      {query.isError && (
        <ErrorNotice message="We couldn't load your orders." onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && query.data.length === 0 && (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Package aria-hidden className="size-12 text-stage-400" />
          <p className="text-lg font-semibold">No orders yet</p>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            Continue Shopping
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
                  <span className="font-semibold">Order #{orderRef(order.id)}</span>
                  <span className="font-bold">{formatPrice(order.totalCents)}</span>
                </div>
                <p className="mt-1 wrap-anywhere text-sm text-stage-300">
                  {order.items.map((i) => i.name).join(', ')}
                </p>
                <p className="mt-2 flex items-center gap-2 text-xs text-stage-400">
                  <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 font-semibold text-emerald-300">
                    {statusLabel(order.status)}
                  </span>
                  {orderDate(order.createdAt)} · {itemCount(order)}{' '}
                  {itemCount(order) === 1 ? 'item' : 'items'}
                </p>
                {/* Text only: the whole card is already a link to the order. */}
                {order.tracking && order.status === 'shipped' && (
                  <p className="mt-2 text-sm text-stage-300">
                    {`${order.tracking.carrier} tracking `}
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
