import { ChatMessageItem } from './chat-message-item';
import { ChatAnnouncer } from './live-announcers';
import type { useChatRoom } from '../hooks/use-chat-room';
import { useT } from '../../../lib/i18n/i18n-context';

/** How the log sits: in the media hub's panel, or over a full-screen video (text on a gradient). */
const LOOKS = {
  panel: {
    log: 'h-64 overflow-y-auto overscroll-contain py-2',
    note: 'px-4 py-2 text-sm text-stage-300',
    retry: '',
    jump: 'bottom-2',
  },
  overlay: {
    log: 'max-h-[30dvh] overflow-y-auto overscroll-contain [mask-image:linear-gradient(to_bottom,transparent,black_1.5rem)] pt-4 [text-shadow:0_1px_2px_rgb(0_0_0/0.9)] landscape:max-h-[40dvh] [&_span.rounded-full]:[text-shadow:none]',
    note: 'px-4 py-1 text-sm text-white/80',
    retry: 'min-h-8',
    jump: 'bottom-1',
  },
} as const;

/**
 * The chat's messages, newest at the bottom, following along unless the viewer scrolled up
 * ("Jump to newest"), with its loading, error and empty states; moderation for who may. One log
 * for the media hub's panel and the full-screen viewer's overlay (useChatRoom holds the data).
 */
export function ChatLog({
  room,
  look,
}: {
  room: ReturnType<typeof useChatRoom>;
  look: keyof typeof LOOKS;
}) {
  const t = useT();
  const { query, chat, log, following, follow, onScroll, moderation } = room;
  const messages = chat?.messages;
  const css = LOOKS[look];
  return (
    <div className="relative">
      {/* Read out by ChatAnnouncer, calmly: a busy room's log would flood a screen reader. */}
      <div
        ref={log}
        role="log"
        aria-label={t('media.chatMessages')}
        aria-live="off"
        onScroll={onScroll}
        className={css.log}
      >
        {query.isPending && <p className={css.note}>{t('media.loadingChat')}</p>}
        {query.isError && !chat && (
          <p className={css.note}>
            {t('media.chatError')}{' '}
            <button
              type="button"
              onClick={() => void query.refetch()}
              className={`${css.retry} font-semibold text-accent underline-offset-4 hover:underline`}
            >
              {t('media.tryAgain')}
            </button>
          </p>
        )}
        {messages?.length === 0 && <p className={css.note}>{t('media.noMessages')}</p>}
        <ul>
          {messages?.map((message) => (
            <ChatMessageItem
              key={message.id}
              message={message}
              canModerate={Boolean(chat?.canModerate)}
              onModerate={moderation.ask}
            />
          ))}
        </ul>
      </div>
      <ChatAnnouncer messages={messages} />
      {!following && (
        <button
          type="button"
          onClick={follow}
          className={`absolute ${css.jump} left-1/2 min-h-9 -translate-x-1/2 rounded-full bg-stage-600 px-4 text-xs font-semibold shadow-lg hover:bg-stage-700`}
        >
          {t('media.jumpNewest')}
        </button>
      )}
    </div>
  );
}
