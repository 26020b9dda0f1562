import { useLayoutEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { sendChatMessage, sendHeart } from '../api/live-chat-api';
import { serverMessage } from '../api/live-api';
import { useChatModeration } from '../components/chat-moderation';
import { useLiveChat } from './use-live-chat';
import { useT } from '../../../lib/i18n/i18n-context';

/** Within this many pixels of the bottom counts as "reading the newest": new lines scroll in. */
const STICK_PX = 48;

/**
 * Everything a chat view needs, whatever its layout (the panel under the media hub's player, the
 * overlay on the full-screen viewer): the history kept current, a log that follows the newest
 * line unless the viewer scrolled up, sending a message or a heart, and moderation.
 */
export function useChatRoom(streamId: string) {
  const t = useT();
  const { query, userId, addMessage, removeMessage, addHearts } = useLiveChat(streamId);
  const log = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const moderation = useChatModeration(streamId, removeMessage);
  const chat = query.data;
  const messages = chat?.messages;

  useLayoutEffect(() => {
    const el = log.current;
    if (el && following) el.scrollTop = el.scrollHeight;
  }, [messages, following]);

  const onScroll = () => {
    const el = log.current;
    if (el) setFollowing(el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_PX);
  };

  const heart = () => {
    addHearts(1);
    sendHeart(streamId).catch((error: unknown) => {
      addHearts(-1);
      toast.error(t('media.heartNotSent'), {
        id: 'live-heart-error',
        description: serverMessage(error, t('media.pleaseRetry')),
      });
    });
  };

  const send = async (text: string) => addMessage(await sendChatMessage(streamId, text));

  return {
    query,
    chat,
    userId,
    log,
    following,
    follow: () => setFollowing(true),
    onScroll,
    heart,
    send,
    moderation,
  };
}
