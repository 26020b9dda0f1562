import { useState } from 'react';
import { Eye, EyeOff, Video } from 'lucide-react';
import type { OwnStream } from '@fanclub/shared/schemas/live';
import { Button } from '../../../components/ui/button';
import { CopyButton } from './copy-button';
import { IngestStatus, ObsHowTo } from './obs-how-to';
import { useStopStream } from '../hooks/use-stop-stream';
import { useCamera } from '../hooks/use-camera';
import { openCamera, sendCamera, wasCameraStream } from '../camera-publisher';
import { CameraPreview } from './camera-preview';
import { useCameraErrorText } from '../camera-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const MASK = '••••••••••••';
const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10';

/** The stream key, shown as dots until revealed. */
function Secret({ label, value, revealed }: { label: string; value: string; revealed: boolean }) {
  const t = useT();
  const shown = revealed ? value : MASK;
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-medium text-stage-300">{label}</p>
      {/* Revealed, the whole key shows (someone may type it into an encoder); masked, one line. */}
      <p className={`font-mono text-sm ${revealed ? 'break-all' : 'truncate'}`} translate="no">
        <span aria-hidden={!revealed}>{shown}</span>
        {!revealed && <span className="sr-only">{t('media.keyHidden')}</span>}
      </p>
    </div>
  );
}

/**
 * The caller's running stream: for OBS the RTMP server URL and the key (masked, revealable, both
 * copyable) with a short how-to and whether video is arriving; then Stop Stream.
 */
export function OwnStreamPanel({ stream, isOwn }: { stream: OwnStream; isOwn: boolean }) {
  const t = useT();
  const format = useFormat();
  const cameraErrorText = useCameraErrorText();
  const [revealed, setRevealed] = useState(false);
  const stop = useStopStream(stream.id);
  const camera = useCamera();
  const fromCamera = camera.streamId === stream.id;
  // "You are live" only once fans can see video (issue 32); a stream from a URL plays at once.
  const onAir = stream.ingest === null || stream.ingest === 'live';

  return (
    <section
      aria-label={t('media.liveStreamTitle', { title: stream.title })}
      className="rounded-2xl border border-white/10 bg-stage-900 p-4"
    >
      <p className="flex items-center gap-2 text-xs font-bold tracking-wide text-red-400 uppercase">
        <span aria-hidden className="size-2 animate-pulse rounded-full bg-red-500" />
        {!isOwn
          ? t('media.liveBy', { name: stream.displayName ?? t('media.anotherBroadcaster') })
          : t(
              onAir
                ? 'media.youAreLive'
                : stream.ingest === 'reconnecting'
                  ? 'media.reconnecting'
                  : 'media.goingLive',
            )}
      </p>
      <h3 className="mt-1 text-lg font-semibold">{stream.title}</h3>
      <p className="text-sm text-stage-300">
        {t('media.watchingShort', {
          count: stream.viewerCount,
          n: format.count(stream.viewerCount),
        })}
      </p>

      {fromCamera && (
        <div className="mt-3">
          <CameraPreview label={t('media.yourCamera')} />
        </div>
      )}
      {stream.ingest && <IngestStatus state={stream.ingest} camera={fromCamera} />}
      {/* After a reload (or a camera that gave up) the artist picks the camera up again here. */}
      {isOwn && !fromCamera && stream.ingest !== 'live' && wasCameraStream(stream.id) && (
        <>
          {camera.error && (
            <p role="alert" className="mt-3 text-sm text-red-300">
              {cameraErrorText(camera.error)}
            </p>
          )}
          <Button
            variant="secondary"
            className="mt-3 w-full"
            onClick={() => void openCamera().then(() => sendCamera(stream.id))}
          >
            <Video aria-hidden className="size-4" />
            {t('media.goLiveWithCamera')}
          </Button>
        </>
      )}

      {!fromCamera && stream.ingestUrl && (
        <div className="mt-4 flex items-center gap-1 rounded-xl bg-stage-800 py-1 pr-1 pl-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-stage-300">{t('media.serverUrl')}</p>
            <p className="font-mono text-sm break-all" translate="no">
              {stream.ingestUrl}
            </p>
          </div>
          <CopyButton value={stream.ingestUrl} what="serverUrl" label={t('media.copyServerUrl')} />
        </div>
      )}
      {!fromCamera && (
        <div
          className={`${stream.ingestUrl ? 'mt-2' : 'mt-4'} flex items-center gap-1 rounded-xl bg-stage-800 py-1 pr-1 pl-3`}
        >
          <Secret label={t('media.streamKey')} value={stream.streamKey} revealed={revealed} />
          <button
            type="button"
            aria-label={t(revealed ? 'media.hideStreamKey' : 'media.showStreamKey')}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
            className={iconButton}
          >
            {revealed ? (
              <EyeOff aria-hidden className="size-5" />
            ) : (
              <Eye aria-hidden className="size-5" />
            )}
          </button>
          <CopyButton value={stream.streamKey} what="streamKey" />
        </div>
      )}
      {!fromCamera && stream.ingestUrl && <ObsHowTo />}

      <Button
        variant="danger"
        onClick={() => stop.mutate()}
        disabled={stop.isPending}
        className="mt-4 w-full"
      >
        {t(stop.isPending ? 'media.stopping' : 'media.stopStream')}
      </Button>
    </section>
  );
}
