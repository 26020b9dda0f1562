import { Link, useLocation } from 'react-router';
import { CalendarClock, Crown } from 'lucide-react';
import type { TicketSaleWindow } from '@fanclub/shared/access';
import { formatSaleTime } from '@fanclub/shared/format';
import { tierLabel } from '@fanclub/shared/labels';
import type { Tier } from '@fanclub/shared/roles';
import { paths } from '../../../app/paths';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';

interface NoticeProps {
  sale: TicketSaleWindow;
  timeZone: string;
  /** Null for a guest. */
  tier: Tier | null;
}

/**
 * Before this viewer may buy: when general sale starts, when their own window opens, and the way
 * to an earlier one. Shown instead of the ticket form, so nobody types a card for a sale that is shut.
 */
export function SaleNotOpenCard({ sale, timeZone, tier }: NoticeProps) {
  const location = useLocation();
  const when = (d: Date | null) => (d ? formatSaleTime(d, timeZone) : '');
  const ownEarly = sale.opensAt && sale.onSaleAt && sale.opensAt < sale.onSaleAt;
  const vipEarlier =
    !ownEarly && sale.vipOpensAt && sale.onSaleAt && sale.vipOpensAt < sale.onSaleAt;
  return (
    <div data-testid="sale-not-open" className="flex flex-col gap-3">
      <p className="flex items-start gap-3">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <span className="font-semibold">On sale {when(sale.onSaleAt)}</span>
      </p>
      {ownEarly ? (
        <p className="text-sm text-tier-vip">
          Your {tierLabel(tier)} early access opens {when(sale.opensAt)}.
        </p>
      ) : (
        tier && (
          <p className="text-sm text-stage-300">
            Your {tierLabel(tier)} membership can buy from general sale.
          </p>
        )
      )}
      {vipEarlier && (
        <>
          <p className="text-sm text-stage-300">
            {tierLabel('vip')} members get early access from {when(sale.vipOpensAt)}.
          </p>
          {tier ? (
            <Link to={subscribeToPlan('vip')} className={buttonClass('secondary', 'w-full')}>
              <Crown aria-hidden className="size-4" />
              Upgrade to {tierLabel('vip')} for early access
            </Link>
          ) : (
            <Link
              to={paths.login}
              state={{ from: location.pathname + location.search }}
              className={buttonClass('secondary', 'w-full')}
            >
              Already {tierLabel('vip')}? Log in
            </Link>
          )}
        </>
      )}
    </div>
  );
}

/** A VIP inside the early window: says so, so the perk is visible while it is being used. */
export function EarlyAccessNote({ sale, timeZone }: Omit<NoticeProps, 'tier'>) {
  if (!sale.early || !sale.onSaleAt) return null;
  return (
    <p data-testid="early-access" className="flex items-start gap-2 text-sm text-tier-vip">
      <Crown aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {tierLabel('vip')} early access: you can buy now, before general sale on{' '}
        {formatSaleTime(sale.onSaleAt, timeZone)}.
      </span>
    </p>
  );
}
