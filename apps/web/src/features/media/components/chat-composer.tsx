import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_SLOW_MODE_SECONDS } from '@fanclub/shared/limits';
import { SLOW_MODE_NOTICE } from '@fanclub/shared/schemas/live-chat';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/i18n-context';

/** Characters as the server counts them (code points): an emoji is one. */
const characters = (text: string) => [...text].length;

/**
 * The message box: a live 0/200 counter, Send, and a notice when slow mode or the server says
 * no. The text stays in the box when a send fails, so nothing typed is lost.
 */
export function ChatComposer({
  onSend,
  className = 'border-t border-white/5 p-3',
}: {
  onSend: (text: string) => Promise<unknown>;
  /** The form's frame: a ruled footer under the panel, bare over the full-screen video. */
  className?: string;
}) {
  const t = useT();
  const inputId = useId();
  const counterId = useId();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastSentAt = useRef(0);
  const count = characters(text.trim());
  const tooLong = count > CHAT_MESSAGE_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || count === 0 || tooLong) return;
    // The server enforces slow mode; saying so here spares a request that would be refused.
    if (Date.now() - lastSentAt.current < CHAT_SLOW_MODE_SECONDS * 1000) {
      setNotice(SLOW_MODE_NOTICE);
      return;
    }
    setSending(true);
    try {
      await onSend(text.trim());
      lastSentAt.current = Date.now();
      setText('');
      setNotice(null);
    } catch (error) {
      setNotice(
        error instanceof ApiError && error.status < 500 ? error.message : t('media.sendFailed'),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className={className}>
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('media.chatMessage')}
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('media.saySomething')}
          autoComplete="off"
          enterKeyHint="send"
          aria-describedby={counterId}
          aria-invalid={tooLong || undefined}
          className="min-h-11 min-w-0 flex-1 rounded-full border border-white/10 bg-stage-900 px-4 text-sm placeholder:text-stage-400 focus:border-accent focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('media.sendMessage')}
          disabled={sending || count === 0 || tooLong}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-fill text-white hover:bg-accent-fill-strong disabled:cursor-not-allowed disabled:bg-stage-600 disabled:text-stage-300"
        >
          <Send aria-hidden className="size-4" />
        </button>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 px-2 text-xs">
        <p role="status" className="text-amber-300">
          {notice === SLOW_MODE_NOTICE ? t('media.slowMode') : notice}
        </p>
        <span
          id={counterId}
          className={`shrink-0 tabular-nums ${tooLong ? 'font-semibold text-red-400' : 'text-stage-400'}`}
        >
          {count}/{CHAT_MESSAGE_MAX_LENGTH}
          <span className="sr-only">{t('media.characters')}</span>
        </span>
      </div>
    </form>
  );
}
