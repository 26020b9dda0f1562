import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowDownCircle, ArrowUpCircle, CreditCard, Mail, RotateCcw, XCircle } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../app/paths';
import type { PaidTier, SubscriptionDetails } from '../api/billing-api';
import { formatBillingDate } from '../billing-format';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';
import { useRetentionOffer } from '../hooks/use-retention-offer';
import { PlanChangeDialog } from './plan-change-dialog';
import { UpdateCardDialog } from './update-card-dialog';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';

interface SubscriptionActionsProps {
  /** The member's tier from their profile. */
  tier: PaidTier;
  /** Null for a paid tier with no billing behind it (complimentary): only upgrading applies. */
  subscription: SubscriptionDetails | null;
}

/** Update the card, change plan, cancel (confirmed first) or resume, and contact support. */
export function SubscriptionActions({ tier, subscription }: SubscriptionActionsProps) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [planTarget, setPlanTarget] = useState<Tier | null>(null);
  // The demo provider's 'portal' is this page with ?card=update: open the card dialog for it.
  const cardOpen = searchParams.get('card') === 'update' && subscription?.provider !== 'stripe';
  const renewal = formatBillingDate(subscription?.currentPeriodEnd, useLocale());

  const { upgrade, downgrade, portal, cancel, resume } = useSubscriptionActions({
    plan: () => setPlanTarget(null),
    cancel: () => setConfirmCancel(false),
  });

  const retention = useRetentionOffer(() => setConfirmCancel(true));

  function setCardOpen(open: boolean) {
    setSearchParams(open ? { card: 'update' } : {}, { replace: true });
  }

  function onUpgrade() {
    // With a stored card the upgrade charges at once, so it is confirmed; otherwise it is a checkout.
    if (subscription) setPlanTarget('vip');
    else upgrade.mutate();
  }

  return (
    <div className="flex flex-col gap-3">
      {tier === 'fanplus' && (
        <Button className="min-h-13 text-base" disabled={upgrade.isPending} onClick={onUpgrade}>
          <ArrowUpCircle aria-hidden className="size-5" />
          {upgrade.isPending ? t('billing.processing') : t('billing.upgradeVip')}
        </Button>
      )}
      {/* After a cancellation the way back is Resume; a plan switch would leave it ending anyway. */}
      {tier === 'vip' && subscription && !subscription.cancelAtPeriodEnd && (
        <div>
          <Button
            variant="secondary"
            className="w-full"
            disabled={downgrade.isPending}
            onClick={() => setPlanTarget('fanplus')}
          >
            <ArrowDownCircle aria-hidden className="size-4" />
            {t('billing.switchFanplus')}
          </Button>
          <p className="mt-1.5 text-center text-xs text-stage-400">
            {renewal
              ? t('billing.appliesAtRenewalOn', { date: renewal })
              : t('billing.appliesAtRenewal')}
          </p>
        </div>
      )}
      {subscription && (
        <Button
          variant="secondary"
          disabled={portal.isPending}
          onClick={() => (subscription.provider === 'stripe' ? portal.mutate() : setCardOpen(true))}
        >
          <CreditCard aria-hidden className="size-4" />
          {t('billing.updatePayment')}
        </Button>
      )}
      {subscription && !subscription.cancelAtPeriodEnd && (
        <Button
          variant="ghost"
          className="text-red-300 hover:bg-red-500/10"
          disabled={retention.checking}
          onClick={retention.start}
        >
          <XCircle aria-hidden className="size-4" />
          {t('billing.cancelSubscription')}
        </Button>
      )}
      {subscription?.cancelAtPeriodEnd && (
        <Button disabled={resume.isPending} onClick={() => resume.mutate()}>
          <RotateCcw aria-hidden className="size-4" />
          {resume.isPending ? t('billing.processing') : t('billing.resumeSubscription')}
        </Button>
      )}
      <Link
        to={paths.contactSupport({ subject: 'Subscription help' })}
        className={buttonClass('ghost')}
      >
        <Mail aria-hidden className="size-4" />
        {t('billing.contactSupport')}
      </Link>

      {subscription && (
        <>
          <PlanChangeDialog
            target={planTarget}
            subscription={subscription}
            pending={upgrade.isPending || downgrade.isPending}
            onCancel={() => setPlanTarget(null)}
            onConfirm={(target) => (target === 'vip' ? upgrade.mutate() : downgrade.mutate())}
          />
          <UpdateCardDialog open={cardOpen} onOpenChange={setCardOpen} />
          {retention.offer && (
            <ConfirmDialog
              open={retention.open}
              onOpenChange={(open) => !open && retention.dismiss()}
              title={t('billing.beforeYouGo')}
              description={t('billing.stayOffer', {
                offer: retention.offer.label,
                plan: tierName(t, subscription.tier),
              })}
              confirmLabel={t('billing.stayFor', { offer: retention.offer.label })}
              cancelLabel={t('billing.noThanks')}
              onCancel={retention.decline}
              onConfirm={retention.accept}
              pending={retention.pending}
            />
          )}
          <ConfirmDialog
            open={confirmCancel}
            onOpenChange={setConfirmCancel}
            title={t('billing.cancelTitle')}
            description={
              renewal
                ? t('billing.cancelDescription', {
                    plan: tierName(t, subscription.tier),
                    date: renewal,
                  })
                : t('billing.cancelDescriptionNoDate', { plan: tierName(t, subscription.tier) })
            }
            confirmLabel={
              cancel.isPending ? t('billing.cancelling') : t('billing.cancelSubscription')
            }
            cancelLabel={t('billing.keepPlan')}
            onConfirm={() => cancel.mutate()}
            pending={cancel.isPending}
            destructive
          />
        </>
      )}
    </div>
  );
}
