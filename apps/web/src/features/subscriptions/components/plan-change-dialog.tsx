import type { Tier } from '@fanclub/shared/roles';
import { formatPlanPrice, planById } from '@fanclub/shared/plans';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { SubscriptionDetails } from '../api/billing-api';
import { cardLabel, formatBillingDate } from '../billing-format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

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
 * Upgrades charge the prorated difference now; a cheaper plan starts at renewal.
 */
export function PlanChangeDialog({
  target,
  subscription,
  pending,
  onCancel,
  onConfirm,
}: PlanChangeDialogProps) {
  const t = useT();
  const locale = useLocale();
  const from = planById(subscription.tier);
  const to = target ? planById(target) : null;
  const renewal = formatBillingDate(subscription.currentPeriodEnd, locale) || 'your next renewal';
  const upgrade = to ? to.priceCents > from.priceCents : false;
  const card = subscription.card ? ` to your ${cardLabel(subscription.card, t)}` : '';
  const description = !to
    ? ''
    : upgrade
      ? `You get ${to.name} right away. The difference for the rest of this billing period is charged now${card}, then ${formatPlanPrice(to)}/month from ${renewal}.`
      : `You keep ${from.name} until ${renewal}. From then on you have ${to.name} at ${formatPlanPrice(to)}/month. Nothing is charged today.`;
  return (
    <ConfirmDialog
      open={to !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={to ? (upgrade ? `Upgrade to ${to.name}?` : `Switch to ${to.name}?`) : ''}
      description={description}
      confirmLabel={
        pending
          ? 'Processing...'
          : to
            ? upgrade
              ? `Upgrade to ${to.name}`
              : `Switch to ${to.name}`
            : ''
      }
      cancelLabel="Keep my plan"
      pending={pending}
      onConfirm={() => target && onConfirm(target)}
    />
  );
}
