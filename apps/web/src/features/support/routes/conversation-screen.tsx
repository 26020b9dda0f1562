import { useParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SUPPORT_ABOUT_KEYS, SUPPORT_STATUS_KEYS } from '../../../lib/support/labels';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { MessageComposer } from '../../../lib/support/message-composer';
import { MessageThread } from '../../../lib/support/message-thread';
import { toast } from '../../../lib/toast';
import { threadQuery, useWriteMessage } from '../api/support-api';
import { SignedIn } from '../components/signed-in';
import { SupportPromise } from '../components/support-promise';
import { useT } from '../../../lib/i18n/i18n-context';

/** /support/:id: one conversation with the team; the member reads answers and writes again. */
export function ConversationScreen() {
  const { id = '' } = useParams();
  return <SignedIn>{(vip) => <Conversation id={id} vip={vip} />}</SignedIn>;
}

function Conversation({ id, vip }: { id: string; vip: boolean }) {
  const thread = useInfiniteQuery(threadQuery(id));
  const write = useWriteMessage(id);
  const t = useT();
  const first = thread.data?.pages[0];
  const messages = thread.data?.pages.flatMap((page) => page.messages) ?? [];

  async function send(form: FormData): Promise<boolean> {
    try {
      await write.mutateAsync(form);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('support.notSent'));
      return false;
    }
  }

  return (
    <Screen
      title={first?.conversation.subject ?? t('support.title')}
      back={{ to: paths.support, label: t('support.backToSupport') }}
      className="pb-10"
    >
      {thread.isPending ? (
        <Skeleton className="h-60" />
      ) : thread.isError || !first ? (
        <ErrorNotice
          message={
            thread.error instanceof ApiError && thread.error.status === 404
              ? t('support.conversationNotFound')
              : t('support.conversationNotLoaded')
          }
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <>
          {(vip || first.conversation.vip) && <SupportPromise vip />}
          <p className="mb-4 text-sm text-stage-400" aria-live="polite">
            {t(SUPPORT_STATUS_KEYS[first.conversation.status])}
            {first.conversation.about &&
              t('support.aboutLine', {
                what: t(SUPPORT_ABOUT_KEYS[first.conversation.about.kind]).toLowerCase(),
                id: first.conversation.about.id.slice(0, 8),
              })}
          </p>
          <MessageThread messages={messages} mine="member" />
          {thread.hasNextPage && (
            <button
              type="button"
              className={buttonClass('secondary', 'mt-3 w-full')}
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {t('support.showLater')}
            </button>
          )}
          <div className="mt-6">
            <MessageComposer
              label={t('support.writeToTeam')}
              submitLabel={t('support.send')}
              pending={write.isPending}
              onSend={send}
            />
          </div>
        </>
      )}
    </Screen>
  );
}
