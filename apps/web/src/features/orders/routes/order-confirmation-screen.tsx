import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, PackageCheck, Truck } from 'lucide-react';
import type { Order } from '@fanclub/shared/schemas/commerce';
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
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

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
  const t = useT();
  const locale = useLocale();
  const { title, detail } = stateText(order, t, locale);
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
  const t = useT();
  const format = useFormat();
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
      {t('orders.orderNumber')} <span className="font-semibold text-white">#{orderRef(id)}</span>
    </p>
  );

  return (
    <Screen back={{ to: paths.shopList, label: t('orders.backToShop') }} className="pb-10">
      {notFound ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <h1 className="font-display text-2xl font-bold">{t('orders.notFound')}</h1>
          <Link to={paths.shopList} className={buttonClass('primary')}>
            {t('orders.continueShopping')}
          </Link>
        </div>
      ) : (
        <>
          {status === 'pending' ? (
            <Heading
              icon={<Spinner label={t('orders.confirming')} className="scale-150" />}
              title={t('orders.confirming')}
            >
              {reference}
              <p role="status" className="text-sm text-stage-400">
                {t('orders.takesSeconds')}
              </p>
            </Heading>
          ) : status === 'cancelled' || status === 'failed' ? (
            <Heading
              icon={<CircleX aria-hidden className="size-14 text-rose-400" />}
              title={t('orders.notCompleted')}
            >
              {reference}
              <p className="text-sm text-stage-400">{t('orders.nothingCharged')}</p>
            </Heading>
          ) : query.data ? (
            <SettledHeading order={query.data}>{reference}</SettledHeading>
          ) : (
            <Heading
              icon={<CircleCheck aria-hidden className="size-14 text-emerald-400" />}
              title={t('orders.confirmed')}
            >
              {reference}
            </Heading>
          )}
          {(isLoading || query.isLoading) && (
            <div className="grid place-items-center py-10">
              <Spinner label={t('orders.loadingOrder')} className="scale-150" />
            </div>
          )}
          {query.isError && (
            <ErrorNotice
              message={t('orders.loadOrderFailed')}
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
              <span className="text-stage-300">{t('orders.totalPaid')}</span>
              <span className="text-xl font-bold">{format.price(knownTotal)}</span>
            </Card>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <Link to={paths.shopList} className={buttonClass('primary', 'w-full')}>
              {t('orders.continueShopping')}
            </Link>
            {session && (
              <Link to={paths.orders} className={buttonClass('secondary', 'w-full')}>
                {t('orders.viewOrders')}
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
                {t('orders.contactSupport')}
              </Link>
            )}
          </div>
        </>
      )}
    </Screen>
  );
}
