import { ChatFooter } from './chat-footer';
import { ChatHearts } from './chat-hearts';
import { ChatMessageItem } from './chat-message-item';
import { useChatRoom } from '../hooks/use-chat-room';

/**
 * Chat and hearts under the live player: the latest messages (newest at the bottom, following
 * along unless the viewer has scrolled up), the composer for members, and moderation for the
 * artist and admins. The server decides every permission; this only shows what it allows.
 */
export function LiveChatPanel({ streamId }: { streamId: string }) {
  const { query, chat, userId, log, following, follow, onScroll, heart, send, moderation } =
    useChatRoom(streamId);
  const messages = chat?.messages;

  return (
    <section
      aria-labelledby={`live-chat-${streamId}`}
      className="mt-3 overflow-hidden rounded-3xl border border-white/5 bg-stage-800"
    >
      <header className="flex items-center justify-between gap-3 border-b border-white/5 py-2 pr-2 pl-4">
        <h3 id={`live-chat-${streamId}`} className="font-semibold">
          Live Chat
        </h3>
        {/* Hearts are not chat: a member muted in the chat may still send them. */}
        <ChatHearts
          total={chat?.heartCount ?? 0}
          canSend={Boolean(userId && chat?.isActive)}
          onHeart={heart}
        />
      </header>
      <div className="relative">
        <div
          ref={log}
          role="log"
          aria-label="Chat messages"
          onScroll={onScroll}
          className="h-64 overflow-y-auto overscroll-contain py-2"
        >
          {query.isPending && <p className="px-4 py-2 text-sm text-stage-400">Loading chat…</p>}
          {query.isError && !chat && (
            <p className="px-4 py-2 text-sm text-stage-300">
              The chat could not be loaded.{' '}
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="font-semibold text-accent underline-offset-4 hover:underline"
              >
                Try again
              </button>
            </p>
          )}
          {messages?.length === 0 && (
            <p className="px-4 py-2 text-sm text-stage-400">No messages yet. Say hello!</p>
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
            className="absolute bottom-2 left-1/2 min-h-9 -translate-x-1/2 rounded-full bg-stage-600 px-4 text-xs font-semibold shadow-lg hover:bg-stage-700"
          >
            Jump to newest
          </button>
        )}
      </div>
      <ChatFooter chat={chat} signedIn={Boolean(userId)} onSend={send} />
      {moderation.dialog}
    </section>
  );
}
