import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QrCode as QrIcon } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { QrCode } from '../../../components/ui/qr-code';
import { Skeleton } from '../../../components/ui/skeleton';
import { TierBadge } from '../../../components/ui/tier-badge';
import { membershipQueryOptions } from '../api/membership-api';
import { PresaleCodeList } from './presale-code-list';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { tierName, memberNumberText } from '../../../lib/i18n/member-labels';

// The card's face: a dark plate lit by the tier's colour, like a metal card catching the light.
const FACE: Record<Tier, string> = {
  free: 'from-stage-700 via-stage-800 to-stage-900 ring-white/10',
  fanplus: 'from-[#4a1030] via-stage-800 to-stage-900 ring-tier-fanplus/40',
  vip: 'from-[#4a3510] via-stage-800 to-stage-900 ring-tier-vip/50',
};

const since = (iso: string, locale: Locale) =>
  dateTimeFormat(INTL_LOCALES[locale], { month: 'long', year: 'numeric' }).format(new Date(iso));

/** Profile's membership card: tier, member since, number, and a QR code staff can verify. */
export function MembershipCard({
  userId,
  tier,
  name,
}: {
  userId: string;
  tier: Tier;
  name: string;
}) {
  const card = useQuery(membershipQueryOptions(userId, tier));
  const [showQr, setShowQr] = useState(false);
  const qrId = useId();
  const t = useT();
  const locale = useLocale();

  if (card.isPending) return <Skeleton className="h-44 w-full rounded-3xl" />;
  if (card.isError) return null;
  const { memberNumber, memberSince, code } = card.data;
  return (
    <section
      aria-label={t('profile.membershipCard')}
      className={`relative overflow-hidden rounded-3xl bg-linear-to-br p-5 ring-1 ${FACE[card.data.tier]}`}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-10 size-48 rounded-full bg-white/5 blur-2xl"
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-[0.6875rem] font-semibold tracking-[0.18em] text-stage-300 uppercase">
          {t('profile.clubName')}
        </p>
        <TierBadge tier={card.data.tier} />
      </div>
      <p className="mt-5 truncate font-display text-display-md">{name}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-left">
        <div>
          <dt className="text-xs text-stage-400">{t('profile.memberSince')}</dt>
          <dd className="text-sm font-semibold">{since(memberSince, locale)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stage-400">{t('profile.memberNumber')}</dt>
          <dd className="font-display text-sm tracking-wider tabular-nums">
            {memberNumberText(t, memberNumber)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        aria-expanded={showQr}
        aria-controls={qrId}
        onClick={() => setShowQr((open) => !open)}
        className="press mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold hover:bg-white/15"
      >
        <QrIcon aria-hidden className="size-4" />
        {showQr ? t('profile.hideMemberQr') : t('profile.showMemberQr')}
      </button>
      <div id={qrId} hidden={!showQr} className="mt-4">
        {showQr && (
          <div className="flex flex-col items-center gap-2">
            <QrCode
              code={code}
              label={t('profile.membershipQrLabel', {
                tier: tierName(t, card.data.tier),
                number: memberNumberText(t, memberNumber),
              })}
              drawingLabel={t('profile.drawingMembershipQr')}
              fallback={t('profile.membershipQrFallback', {
                number: memberNumberText(t, memberNumber),
              })}
              className="w-full max-w-52"
            />
            <p className="text-xs text-stage-300">{t('profile.staffScan')}</p>
          </div>
        )}
      </div>
      <PresaleCodeList userId={userId} isVip={card.data.tier === 'vip'} />
    </section>
  );
}
