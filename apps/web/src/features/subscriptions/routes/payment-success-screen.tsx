import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { RefreshCw } from 'lucide-react';
import { PAYMENT_SPINNER_MS } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog/catalog-queries';
import { sessionKeys, useSession } from '../../../lib/session';
import { billingKeys, checkoutSessionQueryOptions, isConfirmed } from '../api/billing-api';
import { PaymentConfirmed } from '../components/payment-confirmed';
import { PaymentNotConfirmed, PaymentProcessing } from '../components/payment-pending';
import { useT } from '../../../lib/i18n/i18n-context';

/** How long to keep asking the server before saying the payment is still being processed. */
const CONFIRM_TIMEOUT_MS = 20_000;

/**
 * Where a checkout lands. The URL's tier and payment_status are only hints anyone can type:
 * success is shown once GET /api/billing/checkout-sessions/:id says complete and paid.
 */
export function PaymentSuccessScreen() {
  const t = useT();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const urlSaysPaid = searchParams.get('payment_status') === 'paid';
  const queryClient = useQueryClient();
  const { isLoading, session, tier } = useSession();
  const [spinnerDone, setSpinnerDone] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const [refreshed, setRefreshed] = useState(false);
  const handled = useRef(false);
  const toasted = useRef(false);

  const checkout = useQuery({
    ...checkoutSessionQueryOptions(sessionId ?? '', !timedOut),
    enabled: Boolean(sessionId && session),
  });
  const confirmed = isConfirmed(checkout.data);
  const status = checkout.error instanceof ApiError ? checkout.error.status : null;
  const notFound = status === 404;
  // Other 4xx answers (e.g. signed out meanwhile) will not change by asking again; 5xx may.
  const finalError = status !== null && status >= 400 && status < 500;

  useEffect(() => {
    const timer = window.setTimeout(() => setSpinnerDone(true), PAYMENT_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [attempt]);

  useEffect(() => {
    // The refs keep StrictMode's double effect run from refreshing and toasting twice.
    if (!confirmed || handled.current) return;
    handled.current = true;
    void (async () => {
      // The tier changed on the server: the profile, the billing details and every lock are stale.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]);
      setRefreshed(true);
    })();
  }, [confirmed, queryClient]);

  const showingSuccess = spinnerDone && refreshed;
  useEffect(() => {
    // With the success view, and only when the server agrees with the URL that it was paid.
    if (!showingSuccess || !urlSaysPaid || toasted.current) return;
    toasted.current = true;
    toast.success(t('billing.successToast'));
  }, [showingSuccess, urlSaysPaid, t]);

  function refresh() {
    setTimedOut(false);
    setAttempt((n) => n + 1);
    void checkout.refetch();
  }

  if (!spinnerDone || isLoading) return <PaymentProcessing />;

  if (!session) {
    return (
      <PaymentNotConfirmed
        title={t('billing.loginToSee')}
        message={t('billing.loginToSeeBody')}
        action={
          <Link
            to={paths.login}
            state={{ from: location.pathname + location.search }}
            className={buttonClass('primary', 'min-h-13 text-base')}
          >
            {t('billing.logIn')}
          </Link>
        }
      />
    );
  }

  if (!sessionId || notFound) {
    return (
      <PaymentNotConfirmed
        title={t('billing.noPayment')}
        message={t('billing.noPaymentBody')}
        action={
          <Link to={paths.subscribe} className={buttonClass('primary', 'min-h-13 text-base')}>
            {t('billing.seePlans')}
          </Link>
        }
      />
    );
  }

  if (confirmed && checkout.data) {
    return refreshed ? (
      <PaymentConfirmed checkout={checkout.data} tier={tier} />
    ) : (
      <PaymentProcessing />
    );
  }

  const gaveUp = timedOut || (finalError && !checkout.isFetching);
  if (!gaveUp) return <PaymentProcessing />;

  return (
    <PaymentNotConfirmed
      title={t('billing.stillProcessing')}
      message={t('billing.stillProcessingBody')}
      action={
        <Button className="min-h-13 text-base" disabled={checkout.isFetching} onClick={refresh}>
          <RefreshCw
            aria-hidden
            className={`size-4 ${checkout.isFetching ? 'animate-spin' : ''}`}
          />
          {t('billing.refresh')}
        </Button>
      }
    />
  );
}
