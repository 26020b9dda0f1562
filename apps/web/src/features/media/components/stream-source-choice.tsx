import { useId } from 'react';
import { MonitorUp, Video } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

export type StreamSource = 'camera' | 'software';

const SOURCES: {
  value: StreamSource;
  label: MessageKey;
  detail: MessageKey;
  Icon: typeof Video;
}[] = [
  { value: 'camera', label: 'media.sourceCamera', detail: 'media.sourceCameraDetail', Icon: Video },
  {
    value: 'software',
    label: 'media.sourceSoftware',
    detail: 'media.sourceSoftwareDetail',
    Icon: MonitorUp,
  },
];

/** Camera or OBS: the one technical choice the Go Live form asks of an artist (issue 32). */
export function StreamSourceChoice({
  value,
  onChange,
}: {
  value: StreamSource;
  onChange: (source: StreamSource) => void;
}) {
  const t = useT();
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="mb-1.5 text-sm font-medium text-stage-300">
        {t('media.goLiveWith')}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {SOURCES.map(({ value: source, label, detail, Icon }) => (
          <label
            key={source}
            className="relative flex cursor-pointer flex-col gap-1 rounded-xl border border-white/10 bg-stage-800 p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            {/* Invisible over the whole card: a tap anywhere on it chooses it. */}
            <input
              type="radio"
              name="stream-source"
              value={source}
              checked={value === source}
              onChange={() => onChange(source)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="flex items-center gap-2 text-sm font-semibold">
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(label)}
            </span>
            <span className="text-xs text-stage-300">{t(detail)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Phones and tablets go live with their camera by default; computers usually with OBS. */
export function defaultSource(): StreamSource {
  const canRecord = typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices;
  return canRecord && window.matchMedia('(pointer: coarse)').matches ? 'camera' : 'software';
}
