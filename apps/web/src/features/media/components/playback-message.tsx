import { useT } from '../../../lib/i18n/i18n-context';

// The hook's load failure (use-live-playback.ts), translated here; other reasons show as given.
const STREAM_FAILED = 'Failed to load stream';

/** Why the live picture is not showing (unplayable type, load or decode failure), over the frame. */
export function PlaybackMessage({
  message,
  onRetry,
}: {
  message: string;
  /** Offered when trying again can help (a failure, not an unplayable stream type). */
  onRetry?: () => void;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="absolute inset-0 grid place-content-center gap-2 bg-black/70 px-8 text-center"
    >
      <p className="text-sm font-semibold">
        {message === STREAM_FAILED ? t('media.streamFailed') : message}
      </p>
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
