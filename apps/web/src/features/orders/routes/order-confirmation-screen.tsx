import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
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
import { orderRef } from '../order-format';

/** The total a guest checkout passes along: guests cannot read orders back from the API. */
function totalFrom(state: unknown): number | null {
  const total = (state as { totalCents?: unknown } | null)?.totalCents;
  return typeof total === 'number' ? total : null;
}

/** /order-confirmation?id=…: the paid order as the server stored it. */
export function OrderConfirmationScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('id') ?? '';
  const { session, isLoading } = useSession();
  const query = useQuery({ ...orderQueryOptions(id), enabled: id !== '' && session !== null });
  const notFound = id === '' || (query.error instanceof ApiError && query.error.status === 404);
  const guestTotal = totalFrom(location.state);

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
          <div className="flex flex-col items-center gap-3 pt-4 pb-6 text-center">
            <CircleCheck aria-hidden className="size-14 text-emerald-400" />
            <h1 className="font-display text-3xl font-bold">Order confirmed</h1>
            <p className="text-stage-300">
              Order number <span className="font-semibold text-white">#{orderRef(id)}</span>
            </p>
            <p className="text-sm text-stage-400">A confirmation e-mail is on its way.</p>
          </div>
          {(isLoading || (session && query.isPending)) && (
            <div className="grid place-items-center py-10">
              <Spinner label="Loading your order" className="scale-150" />
            </div>
          )}
          {query.isError && <ErrorNotice message="We couldn't load the order details." onRetry={() => void query.refetch()} />}
          {query.isSuccess && (
            <Card>
              <OrderSummary order={query.data} />
            </Card>
          )}
          {!isLoading && !session && guestTotal !== null && (
            <Card className="flex items-center justify-between">
              <span className="text-stage-300">Total paid</span>
              <span className="text-xl font-bold">{formatPrice(guestTotal)}</span>
            </Card>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <Link to={paths.shopList} className={buttonClass('primary', 'w-full')}>
              Continue Shopping
            </Link>
            <Link to={paths.orders} className={buttonClass('secondary', 'w-full')}>
              View my orders
            </Link>
          </div>
        </>
      )}
    </Screen>
  );
}
