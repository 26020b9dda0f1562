import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, PackageCheck, Truck } from 'lucide-react';
import type { Order } from '@fanclub/shared/schemas/commerce';
import { formatPrice } from '@fanclub/shared/format';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Card, Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { orderQueryOptions } from '../../../lib/orders/order-queries';
import { useSession } from '../../../lib/session';
import { OrderSummary } from '../components/order-summary';
import { orderRef, stateText } from '../order-format';

/** The total a checkout passes along, shown until (or instead of) the stored order. */
function totalFrom(state: unknown): number | null {
  const total = (state as { totalCents?: unknown } | null)?.totalCents;
  return typeof total === 'number' ? total : null;
}

function Heading({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 pt-4 pb-6 text-center">
      {icon}
      <h1 className="font-display text-3xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** Paid, shipped or delivered: what is true now, with the truck once it left. */
function SettledHeading({ order, children }: { order: Order; children: ReactNode }) {
  const { title, detail } = stateText(order);
  const Icon =
    order.status === 'shipped' ? Truck : order.status === 'delivered' ? PackageCheck : CircleCheck;
  return (
    <Heading icon={<Icon aria-hidden className="size-14 text-emerald-400" />} title={title}>
      {children}
      <p role="status" className="text-sm text-stage-400">
        {detail}
      </p>
    </Heading>
  );
}

/**
 * /order-confirmation?id=…&key=…: the order as the server stored it. The key (in the link we
 * hand out and mail) lets a guest read it; a member's session does too. After a hosted payment
 * the order may still be pending for a moment, so the page waits for the provider's word.
 */
export function OrderConfirmationScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id') ?? '';
  const key = params.get('key');
  const { session, isLoading } = useSession();
  const query = useQuery({
    ...orderQueryOptions(id, key),
    enabled: id !== '' && (key !== null || session !== null),
  });
  const notFound = id === '' || (query.error instanceof ApiError && query.error.status === 404);
  const knownTotal = totalFrom(location.state);
  const status = query.data?.status;
  const reference = (
    <p className="text-stage-300">
      Order number <span className="font-semibold text-white">#{orderRef(id)}</span>
    </p>
  );

  return (
    <Screen back={{ to: paths.shopList, label: 'Back to Shop' }} className="pb-10">
      {notFound ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="font-display text-2xl font-bold">Order not found</h1>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <>
          {status === 'pending' ? (
            <Heading
              icon={<Spinner label="Confirming your payment" className="scale-150" />}
              title="Confirming your payment"
            >
              {reference}
              <p role="status" className="text-sm text-stage-400">
                This takes a few seconds. You can keep this page open.
              </p>
            </Heading>
          ) : status === 'cancelled' || status === 'failed' ? (
            <Heading
              icon={<CircleX aria-hidden className="size-14 text-rose-400" />}
              title="Payment not completed"
            >
              {reference}
              <p className="text-sm text-stage-400">
                Nothing was charged and the items are back on sale.
              </p>
            </Heading>
          ) : query.data ? (
            <SettledHeading order={query.data}>{reference}</SettledHeading>
          ) : (
            <Heading
              icon={<CircleCheck aria-hidden className="size-14 text-emerald-400" />}
              title="Order confirmed"
            >
              {reference}
            </Heading>
          )}
          {(isLoading || query.isLoading) && (
            <div className="grid place-items-center py-10">
              <Spinner label="Loading your order" className="scale-150" />
            </div>
          )}
          {query.isError && (
            <ErrorNotice
              message="We couldn't load the order details."
              onRetry={() => void query.refetch()}
            />
          )}
          {query.isSuccess && (
            <Card>
              <OrderSummary order={query.data} />
            </Card>
          )}
          {!query.isSuccess && !query.isLoading && knownTotal !== null && (
            <Card className="flex items-center justify-between">
              <span className="text-stage-300">Total paid</span>
              <span className="text-xl font-bold">{formatPrice(knownTotal)}</span>
            </Card>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <Link to={paths.shopList} className={buttonClass('primary', 'w-full')}>
              Continue Shopping
            </Link>
            {session && (
              <Link to={paths.orders} className={buttonClass('secondary', 'w-full')}>
                View my orders
              </Link>
            )}
            {session && query.isSuccess && (
              <Link
                to={paths.contactSupport({
                  about: { kind: 'order', id },
                  subject: `Order #${orderRef(id)}`,
                })}
                className={buttonClass('ghost', 'w-full')}
              >
                Contact Support
              </Link>
            )}
          </div>
        </>
      )}
    </Screen>
  );
}
