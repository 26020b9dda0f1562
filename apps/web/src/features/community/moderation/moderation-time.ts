import { dateTimeFormat } from '@fanclub/shared/intl';

/** "Nov 27, 3:10 PM": when something was written, or until when a mute lasts. */
export function shortDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time)
    ? ''
    : dateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(time);
}
