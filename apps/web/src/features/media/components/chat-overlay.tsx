import { ChatFooter } from './chat-footer';
import { ChatHearts } from './chat-hearts';
import { ChatMessageItem } from './chat-message-item';
import { useChatRoom } from '../hooks/use-chat-room';
import { useKeyboardInset } from '../hooks/use-keyboard-inset';

/**
 * The chat laid over the lower part of a full-screen video: the latest lines on a gradient
 * (scrollable, following the newest), the composer kept above the on-screen keyboard, and the
 * heart button beside it. Portrait spans the width; landscape keeps to the left so the picture
 * stays in view. Same data and rules as the media hub's chat panel (useChatRoom).
 */
export function ChatOverlay({ streamId }: { streamId: string }) {
  const { query, chat, userId, log, following, follow, onScroll, heart, send, moderation } =
    useChatRoom(streamId);
  const keyboard = useKeyboardInset();
  const messages = chat?.messages;

  return (
    <section
      aria-label="Live chat"
      style={{ paddingBottom: `calc(${keyboard}px + max(0.5rem, env(safe-area-inset-bottom)))` }}
      // The gradient spans the width; taps on it outside the chat still reach the picture.
      className="pointer-events-none absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-black/85 via-black/50 to-transparent pt-16 pr-[max(0.5rem,env(safe-area-inset-right))] pl-[max(0.25rem,env(safe-area-inset-left))] landscape:from-black/70 landscape:pt-10 [&>*]:pointer-events-auto [&>*]:landscape:max-w-[min(26rem,50%)]"
    >
      <div className="relative">
        <div
          ref={log}
          role="log"
          aria-label="Chat messages"
          onScroll={onScroll}
          className="max-h-[30dvh] overflow-y-auto overscroll-contain [mask-image:linear-gradient(to_bottom,transparent,black_1.5rem)] pt-4 [text-shadow:0_1px_2px_rgb(0_0_0/0.9)] landscape:max-h-[40dvh] [&_span.rounded-full]:[text-shadow:none]"
        >
          {query.isPending && <p className="px-4 py-1 text-sm text-white/80">Loading chat…</p>}
          {query.isError && !chat && (
            <p className="px-4 py-1 text-sm text-white/80">
              The chat could not be loaded.{' '}
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="min-h-8 font-semibold text-accent underline-offset-4 hover:underline"
              >
                Try again
              </button>
            </p>
          )}
          {messages?.length === 0 && (
            <p className="px-4 py-1 text-sm text-white/80">No messages yet. Say hello!</p>
          )}
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
        {!following && (
          <button
            type="button"
            onClick={follow}
            className="absolute bottom-1 left-1/2 min-h-9 -translate-x-1/2 rounded-full bg-stage-600 px-4 text-xs font-semibold shadow-lg hover:bg-stage-700"
          >
            Jump to newest
          </button>
        )}
      </div>
      <div className="flex items-start gap-1 pl-2">
        <div className="min-w-0 flex-1">
          <ChatFooter chat={chat} signedIn={Boolean(userId)} onSend={send} variant="overlay" />
        </div>
        {/* Hearts are not chat: a member muted in the chat may still send them. */}
        <div className="pt-1">
          <ChatHearts
            total={chat?.heartCount ?? 0}
            canSend={Boolean(userId && chat?.isActive)}
            onHeart={heart}
          />
        </div>
      </div>
      {moderation.dialog}
    </section>
  );
}
