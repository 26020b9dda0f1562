import { Link } from 'react-router';
import { Crown, Lock } from 'lucide-react';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { paths } from '../../../app/paths';
import { subscribeFor } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { liveFrameClass } from './live-states';
import { tierName } from '../../../lib/i18n/member-labels';

/**
 * A live stream this viewer may not watch (its audience tier, spec tier table): the title and
 * state stay visible, the picture is replaced by the upgrade card (and a sign-in path for
 * guests). The server hands no playable URL to them either.
 */
export function LockedLive({ stream, signedIn }: { stream: PublicStream; signedIn: boolean }) {
  const t = useT();
  const tier = tierName(t, stream.audienceTier);
  const paid = { fanplus: tierName(t, 'fanplus'), vip: tierName(t, 'vip') };
  const headingId = `locked-live-${stream.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl border border-accent/40 bg-stage-800"
    >
      <div
        className={`${liveFrameClass} grid place-items-center bg-gradient-to-br from-accent/30 via-stage-800 to-stage-900`}
      >
        <Crown
          aria-hidden
          className="absolute -right-5 -bottom-6 size-32 -rotate-12 text-accent/10"
        />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
          {t('media.liveBadge')}
        </span>
        <div className="grid justify-items-center gap-2 px-6 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-black/60">
            <Lock aria-label={t('media.locked')} role="img" className="size-5" />
          </span>
          <span className="rounded-full bg-accent-fill px-2.5 py-0.5 text-xs font-bold">
            {tier}
          </span>
          <p className="text-sm text-stage-200">
            {stream.audienceTier === 'vip'
              ? t('media.forTierMembers', { tier })
              : t('media.forPaidMembers', paid)}
          </p>
        </div>
      </div>
      <div className="p-4">
        <h3 id={headingId} className="font-semibold">
          {stream.title}
        </h3>
        {stream.displayName && <p className="text-sm text-stage-300">{stream.displayName}</p>}
        {stream.description && <p className="mt-2 text-sm text-stage-300">{stream.description}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={subscribeFor('live', stream.id)} className={buttonClass('primary')}>
            {stream.audienceTier === 'vip'
              ? t('media.upgradeTo', { tier })
              : t('media.upgradeToEither', paid)}
          </Link>
          {!signedIn && (
            <Link to={paths.login} className={buttonClass('secondary')}>
              {t('media.signIn')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
