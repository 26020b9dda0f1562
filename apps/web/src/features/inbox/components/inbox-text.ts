// What one inbox item says and when, as the list shows it.
import type { InboxItem } from '@fanclub/shared/schemas/community';

const others = (n: number) => `${n} ${n === 1 ? 'other' : 'others'}`;

/** The item's headline: likes are batched ("Mia and 12 others liked your post"). */
export function itemHeadline(item: InboxItem): string {
  switch (item.kind) {
    case 'post_like':
      return item.othersCount > 0
        ? `${item.actorName} and ${others(item.othersCount)} liked your post`
        : `${item.actorName} liked your post`;
    case 'artist_reply':
      // 'The artist replied to you', or '… on your post' for a thread under the member's post.
      return item.title || 'The artist replied to you';
    case 'reply':
      return item.othersCount > 0
        ? `${item.actorName} and ${others(item.othersCount)} replied to you`
        : item.title;
    default:
      return item.title;
  }
}
