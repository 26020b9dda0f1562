// What one inbox item says and when, as the list shows it. Titles and bodies come from GET
// /api/inbox already in the page's language (the server translates them as pushes are); only the
// headlines composed here from names and counts use the catalogue.
import type { InboxItem } from '@fanclub/shared/schemas/community';
import type { Translator } from '../../../lib/i18n/translator';

/** The item's headline: likes are batched ("Mia and 12 others liked your post"). */
export function itemHeadline(item: InboxItem, t: Translator['t']): string {
  switch (item.kind) {
    case 'post_like':
      return item.othersCount > 0
        ? t('inbox.likedWithOthers', { name: item.actorName, count: item.othersCount })
        : t('inbox.liked', { name: item.actorName });
    case 'artist_reply':
      // 'The artist replied to you', or '… on your post' for a thread under the member's post.
      return item.title || t('inbox.artistReplied');
    case 'reply':
      return item.othersCount > 0
        ? t('inbox.repliedWithOthers', { name: item.actorName, count: item.othersCount })
        : item.title;
    default:
      return item.title;
  }
}
