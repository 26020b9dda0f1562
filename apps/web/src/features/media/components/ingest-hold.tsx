import { LoaderCircle } from 'lucide-react';
import type { IngestState } from '@fanclub/shared/schemas/live';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const TEXT: Record<Exclude<IngestState, 'live'>, { title: MessageKey; detail: MessageKey }> = {
  waiting: { title: 'media.holdStarting', detail: 'media.holdStartingDetail' },
  reconnecting: { title: 'media.holdReconnecting', detail: 'media.holdReconnectingDetail' },
};

/**
 * Over the player while a stream fed by our ingest has no video: before the encoder's first
 * pictures, or after it dropped. A status, not an error: nothing is broken on the viewer's side.
 */
export function IngestHold({ state }: { state: Exclude<IngestState, 'live'> }) {
  const t = useT();
  const { title, detail } = TEXT[state];
  return (
    <div
      role="status"
      className="absolute inset-0 grid place-content-center gap-2 bg-black/70 px-8 text-center"
    >
      <LoaderCircle aria-hidden className="mx-auto size-7 animate-spin text-white/80" />
      <p className="text-sm font-semibold">{t(title)}</p>
      <p className="text-xs text-white/75">{t(detail)}</p>
    </div>
  );
}
