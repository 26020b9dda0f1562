import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChatHistoryResponse } from '@fanclub/shared/schemas/live-chat';
import { MUTED_NOTICE } from '@fanclub/shared/schemas/live-chat';
import { paths } from '../../../app/paths';
import { ChatComposer } from './chat-composer';

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="border-t border-white/5 px-4 py-3 text-center text-sm text-stage-300">
      {children}
    </p>
  );
}

/** Under the messages: the composer when the server lets this viewer send, else why not. */
export function ChatFooter({
  chat,
  signedIn,
  onSend,
}: {
  chat: ChatHistoryResponse | undefined;
  signedIn: boolean;
  onSend: (text: string) => Promise<unknown>;
}) {
  if (!chat) return null;
  if (!chat.isActive) return <Notice>This live stream has ended.</Notice>;
  if (chat.muted) return <Notice>{MUTED_NOTICE}</Notice>;
  if (chat.canSend) return <ChatComposer onSend={onSend} />;
  if (signedIn) return null;
  return (
    <Notice>
      <Link
        to={paths.login}
        className="font-semibold text-accent underline-offset-4 hover:underline"
      >
        Sign in
      </Link>{' '}
      to chat and send hearts.
    </Notice>
  );
}
