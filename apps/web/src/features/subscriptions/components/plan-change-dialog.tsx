import type { Tier } from '@fanclub/shared/roles';
import { planById } from '@fanclub/shared/plans';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SubscriptionDetails } from '../api/billing-api';
import { cardLabel, formatBillingDate } from '../billing-format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

interface PlanChangeDialogProps {
  /** The plan being switched to; null keeps the dialog closed. */
  target: Tier | null;
  subscription: SubscriptionDetails;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (tier: Tier) => void;
}

/**
 * An existing subscriber switching paid plans: say what happens to the money before it happens.
 * Upgrades charge the prorated difference now; a cheaper plan starts at renewal. Its texts are
 * the payment namespace's, loaded by both screens that show it (/subscribe, Manage Subscription).
 */
export function PlanChangeDialog({
  target,
  subscription,
  pending,
  onCancel,
  onConfirm,
}: PlanChangeDialogProps) {
  const t = useT();
  const format = useFormat();
  const from = planById(subscription.tier);
  const to = target ? planById(target) : null;
  // 'none' picks the texts' own wording: 'your next renewal', no card named.
  const renewal = formatBillingDate(subscription.currentPeriodEnd, format.locale) || 'none';
  const card = subscription.card ? cardLabel(subscription.card, t) : 'none';
  const upgrade = to ? to.priceCents > from.priceCents : false;
  const price = to ? format.price(to.priceCents) : '';
  const description = !to
    ? ''
    : upgrade
      ? t('payment.upgradeChargedNow', { plan: tierName(t, to.id), card, price, renewal })
      : t('payment.switchAtRenewal', {
          current: tierName(t, from.id),
          plan: tierName(t, to.id),
          price,
          renewal,
        });
  return (
    <ConfirmDialog
      open={to !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={
        to
          ? t(upgrade ? 'payment.planUpgradeTitle' : 'payment.planSwitchTitle', {
              plan: tierName(t, to.id),
            })
          : ''
      }
      description={description}
      confirmLabel={
        pending
          ? t('payment.processing')
          : to
            ? t(upgrade ? 'payment.planUpgrade' : 'payment.planSwitch', {
                plan: tierName(t, to.id),
              })
            : ''
      }
      cancelLabel={t('payment.keepPlan')}
      pending={pending}
      onConfirm={() => target && onConfirm(target)}
    />
  );
}
