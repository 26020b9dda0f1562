// What one inbox item says and when, as the list shows it.
import type { InboxItem } from '@fanclub/shared/schemas/community';
import { dateTimeFormat } from '@fanclub/shared/intl';

const others = (n: number) => `${n} ${n === 1 ? 'other' : 'others'}`;

/** The item's headline: likes are batched ("Mia and 12 others liked your post"). */
export function itemHeadline(item: InboxItem): string {
  switch (item.kind) {
    case 'post_like':
      return item.othersCount > 0
        ? `${item.actorName} and ${others(item.othersCount)} liked your post`
        : `${item.actorName} liked your post`;
    case 'artist_reply':
      return 'The artist replied to you';
    case 'reply':
      return item.othersCount > 0
        ? `${item.actorName} and ${others(item.othersCount)} replied to you`
        : item.title;
    default:
      return item.title;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Short relative time as phone inboxes show it: now, 5m, 3h, 2d, then a date. */
export function shortTimeAgo(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now - time);
  if (diff < MINUTE) return 'now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d`;
  return dateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(time);
}

/** The same moment in words for screen readers and the tooltip. */
export function fullTime(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time)
    ? ''
    : dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
