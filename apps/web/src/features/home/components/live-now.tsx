import { Link } from 'react-router';
import { Radio } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Section } from '../../../components/ui/screen';
import { useActiveStream } from '../../../lib/live/active-stream';
import { LiveBadge, StreamerAvatar, useWatching } from './live-banner';
import { useT } from '../../../lib/i18n/i18n-context';

export const rowClass =
  'flex min-h-16 items-center gap-3 rounded-2xl border border-white/5 bg-stage-800 p-3 hover:border-white/20';

/**
 * 'Happening Now': the real live stream when there is one; else it says nobody is live (the spec's
 * 'Update on New Album' title read as a live item beside that line) and leads to the clips.
 */
export function HappeningNowSection({ to }: { to: string }) {
  const stream = useActiveStream();
  const t = useT();
  const watching = useWatching();
  return (
    <Section title={t('home.happeningNow')}>
      {stream ? (
        <Link to={paths.live} className={rowClass} data-testid="happening-now-live">
          <StreamerAvatar stream={stream} size="size-11" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{stream.title}</span>
            <span className="block text-xs text-stage-300">{watching(stream.viewerCount)}</span>
          </span>
          <LiveBadge />
        </Link>
      ) : (
        <Link to={to} className={rowClass}>
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
            <Radio aria-hidden className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{t('home.nobodyLive')}</span>
            <span className="block text-xs text-stage-300">{t('home.nobodyLiveHint')}</span>
          </span>
        </Link>
      )}
    </Section>
  );
}
