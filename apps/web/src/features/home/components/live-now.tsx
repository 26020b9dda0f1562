import { Link } from 'react-router';
import { CalendarClock, Radio } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Section } from '../../../components/ui/screen';
import { useActiveStream } from '../../../lib/live/active-stream';
import { LiveBadge, StreamerAvatar, watching } from './live-banner';

// The spec fixes these items (Dashboard and Home feed); they are not yet driven by live_streams.
const UPCOMING_STREAMS = [
  { title: 'Late Bloom Listening Session', date: '21 Feb', time: '7:00 PM' },
  { title: 'Fan Q&A with Aria', date: '21 Feb', time: '9:00 PM' },
] as const;

const rowClass =
  'flex min-h-16 items-center gap-3 rounded-2xl border border-white/5 bg-stage-800 p-3 hover:border-white/20';

/**
 * 'Happening Now': the real live stream when there is one; else it says nobody is live (the spec's
 * 'Update on New Album' title read as a live item beside that line) and leads to the clips.
 */
export function HappeningNowSection({ to }: { to: string }) {
  const stream = useActiveStream();
  return (
    <Section title="Happening Now">
      {stream ? (
        <Link to={paths.mediaHub} className={rowClass} data-testid="happening-now-live">
          <StreamerAvatar stream={stream} size="size-11" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{stream.title}</span>
            <span className="block truncate text-xs text-stage-300">
              {watching(stream.viewerCount)}
            </span>
          </span>
          <LiveBadge />
        </Link>
      ) : (
        <Link to={to} className={rowClass}>
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
            <Radio aria-hidden className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">Nobody is live right now</span>
            <span className="block truncate text-xs text-stage-300">
              Clips and videos are on the Content tab
            </span>
          </span>
        </Link>
      )}
    </Section>
  );
}

/** 'Upcoming Live Streams': two fixed items dated 21 Feb. */
export function UpcomingLiveStreamsSection({ to }: { to: string }) {
  return (
    <Section title="Upcoming Live Streams">
      <ul className="flex flex-col gap-2">
        {UPCOMING_STREAMS.map((stream) => (
          <li key={stream.title}>
            <Link to={to} className={rowClass}>
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-stage-700 text-center leading-none">
                <span className="text-[15px] font-bold">{stream.date.split(' ')[0]}</span>
                <span className="text-[10px] text-stage-300 uppercase">
                  {stream.date.split(' ')[1]}
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{stream.title}</span>
                <span className="flex items-center gap-1 text-xs text-stage-300">
                  <CalendarClock aria-hidden className="size-3.5" />
                  {stream.date} · {stream.time}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
