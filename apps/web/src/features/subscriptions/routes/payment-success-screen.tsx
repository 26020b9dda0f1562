import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { CircleCheck, Download } from 'lucide-react';
import { PAYMENT_SPINNER_MS } from '@fanclub/shared/limits';
import { planById } from '@fanclub/shared/plans';
import { sessionIdSuffix } from '@fanclub/shared/format';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { fetchReceipt } from '../api/billing-api';

export function PaymentSuccessScreen() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const paid = searchParams.get('payment_status') === 'paid';
  const queryClient = useQueryClient();
  const { tier } = useSession();
  const [processing, setProcessing] = useState(true);
  const toasted = useRef(false);

  useEffect(() => {
    // The tier just changed on the server, so the cached profile is stale.
    void queryClient.invalidateQueries({ queryKey: ['session'] });
    const timer = window.setTimeout(() => setProcessing(false), PAYMENT_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [queryClient]);

  useEffect(() => {
    // The ref keeps StrictMode's double effect run from showing the toast twice.
    if (processing || !paid || toasted.current) return;
    toasted.current = true;
    toast.success('Payment Successful! 🎉');
  }, [processing, paid]);

  const receipt = useMutation({
    mutationFn: () => fetchReceipt(sessionId ?? ''),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast.error('Receipt unavailable', { description: 'Please try again in a moment.' }),
  });

  if (processing) {
    return (
      <main className="grid min-h-dvh place-items-center px-6 text-center">
        <div>
          <Spinner label="Please wait" className="scale-[2]" />
          <h1 className="mt-6 text-lg font-semibold">Processing your payment...</h1>
        </div>
      </main>
    );
  }

  const details = [
    { term: 'Session ID', value: sessionIdSuffix(sessionId) },
    { term: 'Status', value: 'Paid' },
    { term: 'Plan', value: tier ? planById(tier).name : 'Updated' },
  ];

  return (
    <main className="relative isolate mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-6 py-10 text-center">
      <div aria-hidden className="absolute top-10 left-1/2 -z-10 size-72 -translate-x-1/2 rounded-full bg-accent/20 blur-3xl" />
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-accent-soft ring-1 ring-accent/50">
        <CircleCheck aria-hidden className="size-10 text-accent" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold">Payment Successful!</h1>
      <p className="mt-2 text-stage-300">Thank you for subscribing. Your new perks are ready.</p>

      <dl className="mt-8 divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800 px-4 text-left">
        {details.map(({ term, value }) => (
          <div key={term} className="flex min-h-12 items-center justify-between gap-4">
            <dt className="text-sm text-stage-300">{term}</dt>
            <dd className={`font-semibold ${term === 'Status' ? 'text-emerald-400' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-col gap-3">
        <Link to={paths.dashboard} className={buttonClass('primary', 'min-h-13 text-base')}>
          Go to Dashboard
        </Link>
        <Link to={paths.profile} className={buttonClass('secondary')}>
          View Profile
        </Link>
        <Button variant="ghost" disabled={!sessionId || receipt.isPending} onClick={() => receipt.mutate()}>
          <Download aria-hidden className="size-4" />
          Download Receipt
        </Button>
      </div>
    </main>
  );
}
