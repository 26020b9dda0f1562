import type { InboxItem } from '@fanclub/shared/schemas/community';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { itemHeadline } from './inbox-text';
import { KindIcon } from './kind-icon';

/**
 * One inbox item: a full-width button (the whole row is the tap target). Unread rows are tinted
 * and carry a dot; the dot's meaning is also in the accessible name.
 */
export function InboxRow({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const t = useT();
  const format = useFormat();
  const headline = itemHeadline(item, t);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-white/5 ${
          item.read ? '' : 'bg-accent-soft/40'
        }`}
      >
        <KindIcon kind={item.kind} />
        <span className="min-w-0 flex-1">
          <span
            className={`block leading-snug ${item.read ? 'text-stage-300' : 'font-semibold text-white'}`}
          >
            {!item.read && <span className="sr-only">{t('inbox.unreadPrefix')} </span>}
            {headline}
          </span>
          {item.body && (
            <span className="mt-0.5 line-clamp-2 block text-sm break-words text-stage-400">
              {item.body}
            </span>
          )}
          <time
            dateTime={item.updatedAt}
            title={format.exactTime(item.updatedAt)}
            className="mt-1 block text-xs text-stage-400"
          >
            {format.timeAgo(item.updatedAt)}
          </time>
        </span>
        {!item.read && (
          <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-accent" />
        )}
      </button>
    </li>
  );
}
