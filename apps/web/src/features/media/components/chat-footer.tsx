import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatHistoryResponse } from '@fanclub/shared/schemas/live-chat';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n/i18n-context';
import { ChatComposer } from './chat-composer';

const FRAME = {
  panel: { notice: 'border-t border-white/5 px-4 py-3', composer: 'border-t border-white/5 p-3' },
  // Over the video: no rule, and the text keeps a shadow to stay legible on any picture.
  overlay: { notice: 'px-2 py-2 [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]', composer: 'py-1' },
};

function Notice({ children, frame }: { children: ReactNode; frame: string }) {
  return <p className={`${frame} text-center text-sm text-stage-300`}>{children}</p>;
}

/** Under the messages: the composer when the server lets this viewer send, else why not. */
export function ChatFooter({
  chat,
  signedIn,
  onSend,
  variant = 'panel',
}: {
  chat: ChatHistoryResponse | undefined;
  signedIn: boolean;
  onSend: (text: string) => Promise<unknown>;
  variant?: keyof typeof FRAME;
}) {
  const t = useT();
  const frame = FRAME[variant];
  if (!chat) return null;
  if (!chat.isActive) return <Notice frame={frame.notice}>{t('media.ended')}</Notice>;
  if (chat.muted) return <Notice frame={frame.notice}>{t('media.muted')}</Notice>;
  if (chat.canSend) return <ChatComposer onSend={onSend} className={frame.composer} />;
  if (signedIn) return null;
  return (
    <Notice frame={frame.notice}>
      <Link
        to={paths.login}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        {t('media.signIn')}
      </Link>
      {t('media.signInToChatAfter')}
    </Notice>
  );
}
