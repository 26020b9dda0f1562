import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';
import type { NotPlaying } from '../hooks/use-live-playback';

const REASONS: Record<NotPlaying, MessageKey> = {
  load: 'media.streamFailed',
  playback: 'media.playbackError',
  rtmp: 'media.rtmpUnplayable',
  webrtc: 'media.webrtcUnplayable',
};

/** Why the live picture is not showing (unplayable type, load or decode failure), over the frame. */
export function PlaybackMessage({
  reason,
  onRetry,
}: {
  reason: NotPlaying;
  /** Offered when trying again can help (a failure, not an unplayable stream type). */
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="absolute inset-0 grid place-content-center gap-2 bg-black/70 px-8 text-center"
    >
      <p className="text-sm font-semibold">{t(REASONS[reason])}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mx-auto min-h-11 rounded-full px-4 text-sm font-semibold hover:bg-white/10"
        >
          {t('media.tryAgain')}
        </button>
      )}
    </div>
  );
}
