import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@fanclub/shared/schemas/live-chat';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { useCalmValue } from '../hooks/use-calm-value';

/** A busy room's count changes several times a second; a screen reader hears it twice a minute. */
const VIEWER_COUNT_EVERY_MS = 30_000;
/** Chat is read out at most this often: one message, or how many came and the newest. */
const CHAT_EVERY_MS = 4_000;

/** The viewer count for screen readers (the badge on screen is hidden from them). */
export function ViewerCountAnnouncer({ count }: { count: number }) {
  const t = useT();
  const format = useFormat();
  const calm = useCalmValue(count, VIEWER_COUNT_EVERY_MS);
  return (
    <span role="status" className="sr-only">
      {t('media.watching', { count: calm, n: format.count(calm) })}
    </span>
  );
}

/**
 * New chat messages for screen readers, without flooding: a quiet room's messages one by one,
 * a busy room's as "N new messages" with the newest, at most every few seconds. What was there
 * when the chat opened is not read out.
 */
export function ChatAnnouncer({ messages }: { messages: readonly ChatMessage[] | undefined }) {
  const t = useT();
  const calmLatest = useCalmValue(messages?.at(-1)?.id, CHAT_EVERY_MS);
  /** The newest message read out (or there when the chat loaded); null until it has loaded. */
  const announced = useRef<string | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!messages) return;
    if (announced.current === null) {
      announced.current = messages.at(-1)?.id ?? '';
      return;
    }
    if (calmLatest === undefined || calmLatest === announced.current) return;
    const at = messages.findIndex((m) => m.id === announced.current);
    const upTo = messages.findIndex((m) => m.id === calmLatest);
    const latest = messages[upTo];
    if (!latest) return;
    // The last one read out may have been deleted since: then only the newest is counted.
    const count = at === -1 && announced.current !== '' ? 1 : upTo - at;
    announced.current = calmLatest;
    const line = t('media.chatLine', { name: latest.displayName, body: latest.body });
    setText(count > 1 ? t('media.newMessages', { count, line }) : line);
  }, [calmLatest, messages, t]);
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}
