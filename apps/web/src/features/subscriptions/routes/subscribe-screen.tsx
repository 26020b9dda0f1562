import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { Tier } from '@fanclub/shared/roles';
import { meetsTier } from '@fanclub/shared/roles';
import { PLANS, planById, subscribeButtonDisabled } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { ApiError } from '../../../lib/api-client';
import { usePaymentMode } from '../../../lib/payment/checkout-options';
import { showPaymentError } from '../../../lib/payment/payment-error';
import { parseUnlockReason } from '../../../lib/subscribe-link';
import { sessionKeys, useSession } from '../../../lib/session';
import type { SubscriptionDetails } from '../api/billing-api';
import {
  billingKeys,
  downgradeToFree,
  startCheckout,
  subscriptionQueryOptions,
} from '../api/billing-api';
import { formatBillingDate } from '../billing-format';
import { Faq } from '../components/faq';
import { PlanCard } from '../components/plan-card';
import { PlanChangeDialogOnDemand as PlanChangeDialog } from '../components/plan-change-dialog-on-demand';
import { useUnlockTarget } from '../hooks/use-unlock-target';
import { followRedirect, isPaidTier, showSubscriptionError } from '../payment-feedback';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { subscribeButtonText } from '../../../lib/plan-texts';
import { tierName } from '../../../lib/i18n/member-labels';

type Choice =
  | { kind: 'redirect'; tier: Tier; url: string }
  | { kind: 'downgraded'; details: SubscriptionDetails };

export function SubscribeScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const { session, tier } = useSession();
  const billing = useQuery({ ...subscriptionQueryOptions(), enabled: Boolean(session) });
  const [processingTier, setProcessingTier] = useState<Tier | null>(null);
  const [confirmTier, setConfirmTier] = useState<Tier | null>(null);
  const [search] = useSearchParams();
  const target = useUnlockTarget(parseUnlockReason(search.get('for')));
  // Back here after signing in, still knowing what the fan came for.
  const here = `${paths.subscribe}${search.size ? `?${search.toString()}` : ''}`;
  const plans = orderPlans(tier ?? null, target?.tier ?? null);
  const featured = plans[0]?.id === tier ? null : plans[0]?.id;
  const needs =
    target?.needs && !meetsTier(session?.profile ?? null, target.tier) ? target.needs : null;
  const subscription = billing.data && billing.data.status !== 'none' ? billing.data : null;
  // With Stripe, a member starting a plan stops at our checkout step first: Stripe's page has no
  // field for our discount codes (the demo's server answers with that step itself).
  const codeStepFirst = usePaymentMode() === 'hosted-page' && billing.data?.status === 'none';
  const endsOn = billing.data?.cancelAtPeriodEnd
    ? formatBillingDate(billing.data.currentPeriodEnd, locale)
    : '';

  const choose = useMutation({
    mutationFn: async (planTier: Tier): Promise<Choice> => {
      if (isPaidTier(planTier))
        return { kind: 'redirect', tier: planTier, url: (await startCheckout(planTier)).url };
      return { kind: 'downgraded', details: await downgradeToFree() };
    },
    onMutate: (planTier) => setProcessingTier(planTier),
    onSettled: () => setConfirmTier(null),
    onSuccess: async (choice) => {
      if (choice.kind === 'downgraded') {
        setProcessingTier(null);
        queryClient.setQueryData(billingKeys.subscription(), choice.details);
        const until = formatBillingDate(choice.details.currentPeriodEnd, locale);
        toast.success(t('subscriptions.updated'), {
          description: t('subscriptions.keepUntil', {
            plan: tierName(t, choice.details.tier),
            date: until,
          }),
        });
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        return;
      }
      // A cheaper paid plan is scheduled, not charged: the server sends us to Manage Subscription.
      if (
        choice.url === paths.manageSubscription &&
        tier &&
        planById(choice.tier).priceCents < planById(tier).priceCents
      ) {
        toast.success(t('subscriptions.updated'), {
          description: t('subscriptions.startsAtRenewal', {
            plan: tierName(t, choice.tier),
            current: tierName(t, tier),
          }),
        });
      }
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      // Processing stays on while the next page loads, so the buttons cannot be pressed twice.
      followRedirect(choice.url, navigate);
    },
    onError: async (error) => {
      setProcessingTier(null);
      if (error instanceof ApiError && error.status === 409) {
        // 'You are already on this plan.': our idea of the tier was stale.
        showSubscriptionError(error, t);
        await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      } else if (error instanceof ApiError && error.status === 401) {
        // Fire and forget: navigate() settles once the login page has loaded.
        void navigate(paths.login, { state: { from: here } });
      } else {
        showPaymentError(error, t);
      }
    },
  });

  function onChoose(planTier: Tier) {
    if (!session) {
      // A free plan is simply an account; a paid one needs a login first, then back to this list.
      // (navigate() settles once that page has loaded; nothing here waits for it.)
      if (planTier === 'free') void navigate(paths.signup);
      else void navigate(paths.login, { state: { from: here } });
      return;
    }
    // Switching between paid plans moves money on the stored card: confirm first.
    if (subscription && isPaidTier(planTier)) setConfirmTier(planTier);
    else if (codeStepFirst && isPaidTier(planTier))
      void navigate(`${paths.subscriptionCheckout}?plan=${planTier}`);
    else choose.mutate(planTier);
  }

  return (
    <Screen
      title={t('subscriptions.title')}
      back={{ to: paths.dashboard, label: t('subscriptions.backToDashboard') }}
      className="pb-12"
    >
      {needs ? (
        <p role="status" className="-mt-2 rounded-2xl bg-accent-soft px-4 py-3 font-semibold">
          {needs}
        </p>
      ) : (
        <p className="-mt-2 text-stage-300">{t('subscriptions.intro')}</p>
      )}

      {session && tier && (
        <p className="mt-3 text-sm text-stage-300">
          <span>{t('subscriptions.currentPlan')}</span>:{' '}
          <span className="font-semibold text-white">{tierName(t, tier)}</span>
          {endsOn && t('subscriptions.freeFrom', { date: endsOn })}
        </p>
      )}

      <div className="mt-4 flex flex-col gap-4">
        {plans.map((plan) => {
          const downgradeScheduled = plan.id === 'free' && Boolean(endsOn);
          const label =
            processingTier === plan.id
              ? t('payment.processing')
              : !session && plan.id === 'free'
                ? t('subscriptions.joinFree')
                : downgradeScheduled
                  ? t('subscriptions.downgradeScheduled')
                  : subscribeButtonText(plan.id, tier, t, format.price);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === tier}
              featured={plan.id === featured}
              buttonLabel={label}
              disabled={
                downgradeScheduled ||
                subscribeButtonDisabled(plan.id, tier, processingTier !== null)
              }
              onChoose={() => onChoose(plan.id)}
            />
          );
        })}
      </div>

      {/* Issue 33: its form is a lazy route of its own (features/gifts), so only a link here. */}
      <p className="mx-4 mt-6 text-center text-sm">
        <Link to={paths.gifts} className="font-semibold text-accent underline">
          {t('subscriptions.giveMembership')}
        </Link>{' '}
        {t('subscriptions.giveMembershipAfter')}
      </p>

      <Faq />
      {subscription && (
        <PlanChangeDialog
          target={confirmTier}
          subscription={subscription}
          pending={choose.isPending}
          onCancel={() => setConfirmTier(null)}
          onConfirm={(planTier) => choose.mutate(planTier)}
        />
      )}
    </Screen>
  );
}

/**
 * Paid plans first, the one that unlocks what the fan came for (else the next one up) on top; Free
 * last, and only for someone who could pick it (a guest joins, a member downgrades): a free fan's
 * own plan is the line above the cards, not a card.
 */
function orderPlans(tier: Tier | null, wanted: Tier | null) {
  const lead = wanted ?? (tier === 'fanplus' ? 'vip' : 'fanplus');
  const paid = PLANS.filter((plan) => plan.priceCents > 0).sort(
    (a, b) => Number(b.id === lead) - Number(a.id === lead),
  );
  return tier === 'free' ? paid : [...paid, planById('free')];
}
