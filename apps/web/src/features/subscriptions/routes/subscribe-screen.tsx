import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Tier } from '@fanclub/shared/roles';
import { displayRole } from '@fanclub/shared/roles';
import {
  PLANS,
  planById,
  SUBSCRIBE_PROCESSING_LABEL,
  subscribeButtonDisabled,
  subscribeButtonLabel,
} from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { useSession } from '../../../lib/session';
import { downgradeToFree, startCheckout } from '../api/billing-api';
import { Faq } from '../components/faq';
import { PlanCard } from '../components/plan-card';
import { followRedirect, isPaidTier, showPaymentError } from '../payment-feedback';

export function SubscribeScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session, role, tier } = useSession();
  const [processingTier, setProcessingTier] = useState<Tier | null>(null);

  const choose = useMutation({
    // Resolves to the next URL for a paid tier, or null once a downgrade is done.
    mutationFn: async (planTier: Tier): Promise<string | null> => {
      if (isPaidTier(planTier)) return (await startCheckout(planTier)).url;
      await downgradeToFree();
      return null;
    },
    onMutate: (planTier) => setProcessingTier(planTier),
    onSuccess: async (url) => {
      if (url) {
        followRedirect(url, navigate);
        return;
      }
      toast.success('Subscription Updated', { description: "You've been downgraded to Free." });
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
    onError: (error) => showPaymentError(error),
    onSettled: () => setProcessingTier(null),
  });

  function onChoose(planTier: Tier) {
    // Guests pay on the checkout page, which asks them to log in; a free plan is simply signing up.
    if (!session) {
      navigate(isPaidTier(planTier) ? `${paths.checkout}?plan=${planTier}` : paths.signup);
      return;
    }
    choose.mutate(planTier);
  }

  return (
    <Screen title="Choose Your Experience" back={{ to: paths.dashboard, label: 'Back to Dashboard' }} className="pb-12">
      <p className="-mt-2 text-stage-300">Get closer to the music. Pick the plan that fits you and cancel anytime.</p>

      {session && tier && (
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-2xl border border-white/5 bg-stage-800 p-4">
            <dt className="text-xs text-stage-400">Current Plan</dt>
            <dd className="mt-1 font-semibold">{planById(tier).name}</dd>
          </div>
          <div className="rounded-2xl border border-white/5 bg-stage-800 p-4">
            <dt className="text-xs text-stage-400">Role</dt>
            <dd className="mt-1 font-semibold capitalize">{displayRole(role)}</dd>
          </div>
        </dl>
      )}

      <div className="mt-6 flex flex-col gap-5">
        {PLANS.map((plan) => {
          const processing = processingTier === plan.id;
          const label = processing
            ? SUBSCRIBE_PROCESSING_LABEL
            : !session && plan.id === 'free'
              ? 'Join for Free'
              : subscribeButtonLabel(plan.id, tier);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === tier}
              buttonLabel={label}
              disabled={subscribeButtonDisabled(plan.id, tier, processingTier !== null)}
              onChoose={() => onChoose(plan.id)}
            />
          );
        })}
      </div>

      <Faq />
    </Screen>
  );
}
