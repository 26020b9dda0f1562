import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BellRing, Clock, Lock } from 'lucide-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DropRule, DropVerdict } from '@fanclub/shared/drops';
import { countdown } from '@fanclub/shared/drops';
import type { Product } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { readableError } from '../../../lib/payment/payment-feedback';
import { toast } from '../../../lib/toast';
import { askToBeNotified, dropNotifyQueryOptions } from '../api/drops-api';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { tierName, dropBadgeText } from '../../../lib/i18n/member-labels';

export const dropRuleOf = (p: Product): DropRule => ({
  requiredTier: p.requiredTier,
  dropsAt: p.dropsAt ? new Date(p.dropsAt) : null,
  perMemberLimit: p.perMemberLimit,
});

/** The clock, ticking each second until `until` has passed (then the page flips to on sale). */
export function useDropClock(until: Date | null): Date {
  const [now, setNow] = useState(() => Date.now());
  const waiting = until !== null && now < until.getTime();
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, [waiting]);
  return new Date(now);
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'VIP drop · Mon, Nov 30, 6:00 PM GMT' and, before the drop, the countdown to it. */
export function DropBanner({ rule, now }: { rule: DropRule; now: Date }) {
  const t = useT();
  const locale = useLocale();
  const left = rule.dropsAt ? rule.dropsAt.getTime() - now.getTime() : 0;
  return (
    <div
      className="mt-4 rounded-2xl border border-tier-vip/30 bg-tier-vip/10 p-4"
      data-testid="drop-banner"
    >
      <p className="text-sm font-semibold text-tier-vip">
        {dropBadgeText(t, locale, rule, zone())}
      </p>
      {left > 0 && (
        <p className="mt-1 flex items-center gap-2 text-lg font-bold" data-testid="drop-countdown">
          <Clock aria-hidden className="size-4 text-stage-300" />
          <span>
            {t('shopping.dropsIn')} <span aria-hidden>{countdown(left)}</span>
          </span>
        </p>
      )}
    </div>
  );
}

function NotifyMe({
  productId,
  rule,
  verdict,
}: {
  productId: number;
  rule: DropRule;
  verdict: DropVerdict;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const entitled = verdict !== 'tier' && verdict !== 'sign-in';
  const signedIn = verdict !== 'sign-in';
  const options = dropNotifyQueryOptions(productId);
  const asked = useQuery({ ...options, enabled: signedIn && entitled });
  const [refused, setRefused] = useState(false);
  const ask = useMutation({
    mutationFn: () => askToBeNotified(productId),
    onSuccess: (data) => queryClient.setQueryData(options.queryKey, data),
    onError: (error) =>
      toast.error(t('shopping.couldNotSave'), { description: readableError(error, t) }),
  });
  if (!signedIn)
    return (
      <Link to={paths.login} className={buttonClass('primary', 'w-full')}>
        {t('shopping.signInNotify')}
      </Link>
    );
  if (refused && rule.requiredTier)
    return (
      <div role="alert" className="rounded-2xl bg-stage-800 p-4 text-sm">
        <p>{t('shopping.dropNotifyTier', { tier: tierName(t, rule.requiredTier) })}</p>
        <Link to={paths.subscribe} className={buttonClass('primary', 'mt-3 w-full')}>
          {t('shopping.upgradeTo', { tier: tierName(t, rule.requiredTier) })}
        </Link>
      </div>
    );
  if (asked.data?.notify)
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-2xl bg-stage-800 p-4 text-sm"
      >
        <BellRing aria-hidden className="size-4 text-tier-vip" /> {t('shopping.dropNotifyDone')}
      </p>
    );
  return (
    <Button
      className="w-full"
      disabled={ask.isPending}
      onClick={() => (entitled ? ask.mutate() : setRefused(true))}
    >
      <BellRing aria-hidden className="size-4" /> {t('shopping.notifyMe')}
    </Button>
  );
}

/** What a member who may not buy the drop sees instead of Add To Cart: why, and the way in. */
function DropLocked({ rule, verdict }: { rule: DropRule; verdict: 'tier' | 'sign-in' }) {
  const t = useT();
  const tier = rule.requiredTier;
  return (
    <div className="rounded-2xl bg-stage-800 p-4 text-sm" data-testid="drop-locked">
      <p className="flex items-center gap-2 font-medium">
        <Lock aria-hidden className="size-4 text-tier-vip" />
        {verdict === 'tier' && tier
          ? t('shopping.dropTierOnly', { tier: tierName(t, tier) })
          : t('shopping.dropSignIn')}
      </p>
      {verdict === 'tier' && tier ? (
        <Link to={paths.subscribe} className={buttonClass('primary', 'mt-3 w-full')}>
          {t('shopping.upgradeTo', { tier: tierName(t, tier) })}
        </Link>
      ) : (
        <Link to={paths.login} className={buttonClass('primary', 'mt-3 w-full')}>
          {t('shopping.signIn')}
        </Link>
      )}
    </div>
  );
}

/**
 * Before the drop: Notify me (`atDrop`: what this viewer's verdict will be then); after it, for
 * those who may not buy: why. Null: the usual Add To Cart.
 */
export function DropAction({
  productId,
  rule,
  verdict,
  atDrop,
}: {
  productId: number;
  rule: DropRule;
  verdict: DropVerdict;
  atDrop: DropVerdict;
}) {
  if (verdict === 'not-yet') return <NotifyMe productId={productId} rule={rule} verdict={atDrop} />;
  if (verdict === 'tier' || verdict === 'sign-in')
    return <DropLocked rule={rule} verdict={verdict} />;
  return null;
}
