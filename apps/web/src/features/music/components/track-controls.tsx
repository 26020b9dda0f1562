import { formatDuration } from '@fanclub/shared/format';
import type { Track } from '@fanclub/shared/schemas/catalog';
import { PlayPauseIcon } from '../../../lib/player/play-pause-icon';
import { usePlayer, usePlayerProgress } from '../../../lib/player/player-context';
import { PreviewBadge } from '../../../lib/player/preview-badge';
import { PlayerSeekBar, SeekBar } from '../../../lib/player/seek-bar';
import { LikeButton } from './like-button';
import { useT } from '../../../lib/i18n/i18n-context';

function Times({ current, total }: { current: number; total: number }) {
  return (
    <div className="-mt-2 flex justify-between text-xs text-stage-300 tabular-nums">
      <span>{formatDuration(current)}</span>
      <span>{formatDuration(total)}</span>
    </div>
  );
}

function LiveTimes() {
  const { currentTime, duration } = usePlayerProgress();
  return <Times current={currentTime} total={duration} />;
}

/** The track page's player: seek bar, a large play/pause button and the like heart. */
export function TrackControls({ track }: { track: Track }) {
  const t = useT();
  const { track: current, playing, loading, playback, controls } = usePlayer();
  const isCurrent = current?.id === track.id;
  const active = isCurrent && playing;

  return (
    <div className="mx-auto mt-6 max-w-sm">
      {isCurrent ? (
        <>
          <PlayerSeekBar />
          <LiveTimes />
        </>
      ) : (
        <>
          <SeekBar
            currentTime={0}
            duration={track.durationSeconds}
            onSeek={() => undefined}
            disabled
          />
          <Times current={0} total={track.durationSeconds} />
        </>
      )}
      <div className="mt-1 flex h-5 justify-center">
        {isCurrent && playback?.kind === 'preview' && <PreviewBadge />}
      </div>
      <div className="mt-2 flex items-center justify-center gap-8">
        <LikeButton trackId={track.id} />
        <button
          type="button"
          aria-label={t(active ? 'music.pauseTrack' : 'music.playTrack', { title: track.title })}
          onClick={() => (isCurrent ? controls.toggle() : controls.playQueue([track], 0))}
          className="grid size-18 place-items-center rounded-full bg-accent-fill text-white shadow-lg shadow-accent-fill/30 hover:bg-accent-fill-strong"
        >
          <PlayPauseIcon playing={active} loading={isCurrent && loading} className="size-8" />
        </button>
        {/* Balances the heart so the play button stays centred. */}
        <span aria-hidden className="size-11" />
      </div>
    </div>
  );
}
