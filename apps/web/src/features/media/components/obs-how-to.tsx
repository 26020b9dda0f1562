import type { IngestState } from '@fanclub/shared/schemas/live';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const STATUS: Record<IngestState, MessageKey> = {
  waiting: 'media.obsWaiting',
  live: 'media.obsLive',
  reconnecting: 'media.obsReconnecting',
};

const CAMERA_STATUS: Record<IngestState, MessageKey> = {
  waiting: 'media.cameraWaiting',
  live: 'media.cameraLive',
  reconnecting: 'media.cameraReconnecting',
};

/** Where the broadcast stands, as the broadcaster should read it (camera in this browser, or OBS). */
export function IngestStatus({ state, camera = false }: { state: IngestState; camera?: boolean }) {
  const t = useT();
  return (
    <p role="status" className="mt-3 text-sm text-stage-200">
      {t((camera ? CAMERA_STATUS : STATUS)[state])}
    </p>
  );
}

/** The three steps from this dialog to OBS (or any RTMP encoder) sending video. */
export function ObsHowTo() {
  const t = useT();
  return (
    <details open className="mt-3 rounded-xl bg-stage-800 px-3 py-2 text-sm">
      <summary className="cursor-pointer py-1 font-semibold">{t('media.obsHowTo')}</summary>
      <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-stage-200">
        <li>{t('media.obsStep1')}</li>
        <li>{t('media.obsStep2')}</li>
        <li>{t('media.obsStep3')}</li>
      </ol>
    </details>
  );
}
