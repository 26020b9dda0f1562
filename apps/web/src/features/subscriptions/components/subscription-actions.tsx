import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ArrowUpCircle, CreditCard, Mail, XCircle } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { planById } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { supportMailto } from '../../../lib/contact';
import { cancelSubscription, openPaymentMethodPortal } from '../api/billing-api';
import { followRedirect, showPaymentError } from '../payment-feedback';

const NEXT_TIER: Partial<Record<Tier, Tier>> = { free: 'fanplus', fanplus: 'vip' };

/** Update card, upgrade one step, cancel (confirmed first) and contact support. */
export function SubscriptionActions({ tier, cancelScheduled }: { tier: Tier; cancelScheduled: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const next = NEXT_TIER[tier];
  const paid = tier !== 'free';

  const portal = useMutation({
    mutationFn: openPaymentMethodPortal,
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => showPaymentError(error),
  });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      setConfirming(false);
      toast.success('Subscription cancelled', { description: 'You keep access until the end of the billing period.' });
      await queryClient.invalidateQueries({ queryKey: ['billing'] });
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
    onError: (error) => {
      setConfirming(false);
      showPaymentError(error);
    },
  });

  return (
    <div className="flex flex-col gap-3">
      {next && (
        <Link to={`${paths.checkout}?plan=${next}`} className={buttonClass('primary', 'min-h-13 text-base')}>
          <ArrowUpCircle aria-hidden className="size-5" />
          Upgrade to {planById(next).name}
        </Link>
      )}
      {paid && (
        <Button variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
          <CreditCard aria-hidden className="size-4" />
          Update Payment Method
        </Button>
      )}
      {paid && !cancelScheduled && (
        <Button variant="ghost" className="text-red-300 hover:bg-red-500/10" onClick={() => setConfirming(true)}>
          <XCircle aria-hidden className="size-4" />
          Cancel Subscription
        </Button>
      )}
      <a href={supportMailto('Subscription help')} className={buttonClass('ghost')}>
        <Mail aria-hidden className="size-4" />
        Contact Support
      </a>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description="You won't be charged again, and you keep your perks until the end of the billing period."
        confirmLabel={cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
        cancelLabel="Keep my plan"
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
        destructive
      />
    </div>
  );
}
