import { ChatFooter } from './chat-footer';
import { ChatHearts } from './chat-hearts';
import { ChatLog } from './chat-log';
import { useChatRoom } from '../hooks/use-chat-room';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * Chat and hearts under the live player: the latest messages (newest at the bottom, following
 * along unless the viewer has scrolled up), the composer for members, and moderation for the
 * artist and admins. The server decides every permission; this only shows what it allows.
 */
export function LiveChatPanel({ streamId }: { streamId: string }) {
  const t = useT();
  const room = useChatRoom(streamId);
  const { chat, userId, heart, send, moderation } = room;

  return (
    <section
      aria-labelledby={`live-chat-${streamId}`}
      className="mt-3 overflow-hidden rounded-3xl border border-white/5 bg-stage-800"
    >
      <header className="flex items-center justify-between gap-3 border-b border-white/5 py-2 pr-2 pl-4">
        <h3 id={`live-chat-${streamId}`} className="font-semibold">
          {t('media.liveChat')}
        </h3>
        {/* Hearts are not chat: a member muted in the chat may still send them. */}
        <ChatHearts
          total={chat?.heartCount ?? 0}
          canSend={Boolean(userId && chat?.isActive)}
          onHeart={heart}
        />
      </header>
      <ChatLog room={room} look="panel" />
      <ChatFooter chat={chat} signedIn={Boolean(userId)} onSend={send} />
      {moderation.dialog}
    </section>
  );
}
