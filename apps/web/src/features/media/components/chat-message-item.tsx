import type { ChatBadge, ChatMessage } from '@fanclub/shared/schemas/live-chat';
import type { MessageKey } from '../../../lib/i18n/translator';
import { TierBadge } from '../../../components/ui/tier-badge';
import { useT } from '../../../lib/i18n/i18n-context';

/** The badges that are words, in the reader's language (CHAT_BADGE_LABELS in English). */
const WORD_BADGE_KEYS = {
  artist: 'media.badgeArtist',
  admin: 'media.badgeAdmin',
  premium: 'media.badgePremium',
} as const satisfies Record<Exclude<ChatBadge, 'vip' | 'fanplus'>, MessageKey>;

// Paid tiers wear the same badge as on the membership card (TierBadge); these are the others.
const BADGE_CLASS: Record<Exclude<ChatBadge, 'vip' | 'fanplus'>, string> = {
  artist: 'bg-accent-fill text-white',
  admin: 'bg-sky-700 text-white',
  premium: 'bg-violet-700 text-white',
};

export type ModerationAction = 'delete' | 'mute';

/**
 * One chat line. The body is a React text node, never parsed as HTML, so '<script>' shows as
 * typed. Moderators get Delete and, for non-staff senders, Mute.
 */
export function ChatMessageItem({
  message,
  canModerate,
  onModerate,
}: {
  message: ChatMessage;
  canModerate: boolean;
  onModerate: (action: ModerationAction, message: ChatMessage) => void;
}) {
  const t = useT();
  const staff = message.badge === 'artist' || message.badge === 'admin';
  return (
    <li className="group px-4 py-1.5 text-sm break-words" data-testid="chat-message">
      <span className="mr-1.5 font-semibold text-stage-300">{message.displayName}</span>
      {message.badge === 'vip' || message.badge === 'fanplus' ? (
        <span className="mr-1.5">
          <TierBadge tier={message.badge} size="xs" />
        </span>
      ) : (
        message.badge && (
          <span
            className={`mr-1.5 inline-block rounded-full px-1.5 py-px align-[1px] text-[0.6875rem] font-bold ${BADGE_CLASS[message.badge]}`}
          >
            {t(WORD_BADGE_KEYS[message.badge])}
          </span>
        )
      )}
      <span>{message.body}</span>
      {canModerate && (
        <span className="ml-2 inline-flex gap-1 align-middle">
          <button
            type="button"
            onClick={() => onModerate('delete', message)}
            aria-label={t('media.deleteFrom', { name: message.displayName })}
            className="min-h-8 rounded-full px-2 text-xs font-semibold text-stage-300 hover:bg-white/10 hover:text-white"
          >
            {t('media.delete')}
          </button>
          {!staff && (
            <button
              type="button"
              onClick={() => onModerate('mute', message)}
              aria-label={t('media.muteName', { name: message.displayName })}
              className="min-h-8 rounded-full px-2 text-xs font-semibold text-stage-300 hover:bg-white/10 hover:text-white"
            >
              {t('media.mute')}
            </button>
          )}
        </span>
      )}
    </li>
  );
}
