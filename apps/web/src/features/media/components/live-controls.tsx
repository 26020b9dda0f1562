import type { ReactNode } from 'react';
import { Captions, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';

function ControlButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-white/20"
    >
      {children}
    </button>
  );
}

interface LiveControlsProps {
  playing: boolean;
  muted: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  captions: { available: boolean; showing: boolean; toggle: () => void };
  fullscreen: { active: boolean; toggle: () => void };
}

/** The live player's bar: play/pause, mute, captions (when the stream has them) and full screen. */
export function LiveControls({
  playing,
  muted,
  onTogglePlay,
  onToggleMute,
  captions,
  fullscreen,
}: LiveControlsProps) {
  const t = useT();
  return (
    <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/70 to-transparent p-3 pt-8">
      <ControlButton label={playing ? t('media.pause') : t('media.play')} onClick={onTogglePlay}>
        {playing ? (
          <Pause aria-hidden className="size-5 fill-current" />
        ) : (
          <Play aria-hidden className="ml-0.5 size-5 fill-current" />
        )}
      </ControlButton>
      <ControlButton label={muted ? t('media.unmute') : t('media.mute')} onClick={onToggleMute}>
        {muted ? (
          <VolumeX aria-hidden className="size-5" />
        ) : (
          <Volume2 aria-hidden className="size-5" />
        )}
      </ControlButton>
      <span className="flex-1" />
      {captions.available && (
        <ControlButton
          label={t('media.captions')}
          pressed={captions.showing}
          onClick={captions.toggle}
        >
          <Captions aria-hidden className={`size-5 ${captions.showing ? 'text-accent' : ''}`} />
        </ControlButton>
      )}
      <ControlButton
        label={fullscreen.active ? t('media.exitFullScreen') : t('media.fullScreen')}
        onClick={fullscreen.toggle}
      >
        {fullscreen.active ? (
          <Minimize aria-hidden className="size-5" />
        ) : (
          <Maximize aria-hidden className="size-5" />
        )}
      </ControlButton>
    </div>
  );
}
