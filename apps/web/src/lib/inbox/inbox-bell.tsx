import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { paths } from '../../app/paths';
import { useSession } from '../session';
import { inboxQueries } from './inbox-queries';
import { useT } from '../i18n/i18n-context';
import { bellLabel } from './bell-label';

/** "9+" keeps the badge one small circle; the label still says the exact number. */
const badgeText = (unread: number) => (unread > 9 ? '9+' : String(unread));

const TONES = {
  /** On a photo (the Home hero): a translucent dark circle keeps the icon readable. */
  overlay: 'bg-black/45 backdrop-blur hover:bg-black/65',
  /** In a plain screen header (Screen's `actions`), like the back button. */
  plain: 'hover:bg-white/10',
} as const;

/**
 * The inbox bell: a round icon button with the unread count, linking to /inbox. Shown to signed-in
 * members only (a guest has no inbox). `className` places it.
 */
export function InboxBell({
  tone = 'overlay',
  className = '',
}: {
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const t = useT();
  const { session } = useSession();
  const unread = useQuery({ ...inboxQueries.unreadCount(), enabled: Boolean(session) });
  if (!session) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <Link
      to={paths.inbox}
      aria-label={bellLabel(count, t)}
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-full ${TONES[tone]} ${className}`}
    >
      <Bell aria-hidden className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent-fill px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-stage-900"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
