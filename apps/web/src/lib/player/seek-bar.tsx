import type { CSSProperties } from 'react';
import { formatDuration } from '@fanclub/shared/format';
import { usePlayer, usePlayerProgress } from './player-context';
import { useT } from '../i18n/i18n-context';

// A thin filled track with a round thumb inside a 44 px tall hit area.
const rangeClass = [
  'h-11 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-default',
  '[&::-webkit-slider-runnable-track]:h-1 [&::-webkit-slider-runnable-track]:rounded-full',
  '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-accent)_var(--fill),var(--color-stage-600)_var(--fill))]',
  '[&::-webkit-slider-thumb]:-mt-[5px] [&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none',
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white',
  '[&::-moz-range-track]:h-1 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-stage-600',
  '[&::-moz-range-progress]:h-1 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-accent',
  '[&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white',
  'disabled:[&::-webkit-slider-thumb]:bg-stage-400 disabled:[&::-moz-range-thumb]:bg-stage-400',
].join(' ');

interface SeekBarProps {
  currentTime: number;
  duration: number;
  onSeek: (seconds: number) => void;
  disabled?: boolean;
  className?: string;
}

/** The 'Seek' slider: drag, tap or use the arrow keys; it reads out as '0:42 of 3:20'. */
export function SeekBar({
  currentTime,
  duration,
  onSeek,
  disabled = false,
  className = '',
}: SeekBarProps) {
  const t = useT();
  const max = duration > 0 ? duration : 0;
  const value = Math.min(currentTime, max);
  const fill = max > 0 ? `${(value / max) * 100}%` : '0%';
  return (
    <input
      type="range"
      aria-label={t('player.seek')}
      min={0}
      max={max}
      step={1}
      value={value}
      disabled={disabled || max === 0}
      aria-valuetext={t('player.timeOf', {
        current: formatDuration(value),
        total: formatDuration(max),
      })}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
      style={{ '--fill': fill } as CSSProperties}
      className={`${rangeClass} ${className}`}
    />
  );
}

/** SeekBar bound to the global player. */
export function PlayerSeekBar({ className = '' }: { className?: string }) {
  const { controls, playback } = usePlayer();
  const { currentTime, duration } = usePlayerProgress();
  return (
    <SeekBar
      currentTime={currentTime}
      duration={duration}
      onSeek={controls.seek}
      disabled={playback === null}
      className={className}
    />
  );
}

/** '0:42 / 3:20' for the loaded track. */
export function PlayerTimes({ className = '' }: { className?: string }) {
  const { currentTime, duration } = usePlayerProgress();
  return (
    <span className={`tabular-nums ${className}`}>
      {formatDuration(currentTime)} / {formatDuration(duration)}
    </span>
  );
}
