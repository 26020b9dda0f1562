import { ChatFooter } from './chat-footer';
import { ChatHearts } from './chat-hearts';
import { ChatLog } from './chat-log';
import { useChatRoom } from '../hooks/use-chat-room';
import { useKeyboardInset } from '../hooks/use-keyboard-inset';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The chat laid over the lower part of a full-screen video: the latest lines on a gradient
 * (scrollable, following the newest), the composer kept above the on-screen keyboard, and the
 * heart button beside it. Portrait spans the width; landscape keeps to the left so the picture
 * stays in view. Same data and rules as the media hub's chat panel (useChatRoom).
 */
export function ChatOverlay({ streamId }: { streamId: string }) {
  const t = useT();
  const room = useChatRoom(streamId);
  const { chat, userId, heart, send, moderation } = room;
  const keyboard = useKeyboardInset();

  return (
    <section
      aria-label={t('media.liveChatLabel')}
      style={{ paddingBottom: `calc(${keyboard}px + max(0.5rem, env(safe-area-inset-bottom)))` }}
      // The gradient spans the width; taps on it outside the chat still reach the picture.
      className="pointer-events-none absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-black/85 via-black/50 to-transparent pt-16 pr-[max(0.5rem,env(safe-area-inset-right))] pl-[max(0.25rem,env(safe-area-inset-left))] landscape:from-black/70 landscape:pt-10 [&>*]:pointer-events-auto [&>*]:landscape:max-w-[min(26rem,50%)]"
    >
      <ChatLog room={room} look="overlay" />
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
