import { Link, useLocation } from 'react-router';
import { CalendarClock, Crown } from 'lucide-react';
import type { TicketSaleWindow } from '@fanclub/shared/access';
import type { Tier } from '@fanclub/shared/roles';
import { paths } from '../../../app/paths';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

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
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const when = (d: Date | null) => (d ? format.saleTime(d, timeZone) : '');
  const ownEarly = sale.opensAt && sale.onSaleAt && sale.opensAt < sale.onSaleAt;
  const vipEarlier =
    !ownEarly && sale.vipOpensAt && sale.onSaleAt && sale.vipOpensAt < sale.onSaleAt;
  return (
    <div data-testid="sale-not-open" className="flex flex-col gap-3">
      <p className="flex items-start gap-3">
        <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <span className="font-semibold">{t('events.onSale', { when: when(sale.onSaleAt) })}</span>
      </p>
      {ownEarly ? (
        <p className="text-sm text-tier-vip">
          {t('events.earlyOpens', { tier: tierName(t, tier), when: when(sale.opensAt) })}
        </p>
      ) : (
        tier && (
          <p className="text-sm text-stage-300">
            {t('events.generalSale', { tier: tierName(t, tier) })}
          </p>
        )
      )}
      {vipEarlier && (
        <>
          <p className="text-sm text-stage-300">
            {t('events.vipEarly', { tier: tierName(t, 'vip'), when: when(sale.vipOpensAt) })}
          </p>
          {tier ? (
            <Link to={subscribeToPlan('vip')} className={buttonClass('secondary', 'w-full')}>
              <Crown aria-hidden className="size-4" />
              {t('events.upgradeEarly', { tier: tierName(t, 'vip') })}
            </Link>
          ) : (
            <Link
              to={paths.login}
              state={{ from: location.pathname + location.search }}
              className={buttonClass('secondary', 'w-full')}
            >
              {t('events.alreadyVip', { tier: tierName(t, 'vip') })}
            </Link>
          )}
        </>
      )}
    </div>
  );
}

/** A VIP inside the early window: says so, so the perk is visible while it is being used. */
export function EarlyAccessNote({ sale, timeZone }: Omit<NoticeProps, 'tier'>) {
  const t = useT();
  const format = useFormat();
  if (!sale.early || !sale.onSaleAt) return null;
  return (
    <p data-testid="early-access" className="flex items-start gap-2 text-sm text-tier-vip">
      <Crown aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('events.earlyNow', {
          tier: tierName(t, 'vip'),
          when: format.saleTime(sale.onSaleAt, timeZone),
        })}
      </span>
    </p>
  );
}
