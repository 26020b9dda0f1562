import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { SUPPORT_ABOUT_KEYS, SUPPORT_STATUS_KEYS } from '../../../lib/support/labels';
import { Button, buttonClass } from '../../../components/ui/button';
import { Section } from '../../../components/ui/screen';
import { ApiError } from '../../../lib/api-client';
import { MessageComposer } from '../../../lib/support/message-composer';
import { MessageThread } from '../../../lib/support/message-thread';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { supportThreadQuery, useAnswer, useCloseConversation } from '../api/support-api';
import { Badge, EmptyState } from './admin-ui';

/** One conversation in the admin's Support tab: read it, answer it (the member is told), close it. */
export function SupportConversationView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useT();
  const thread = useInfiniteQuery(supportThreadQuery(id));
  const answer = useAnswer(id);
  const close = useCloseConversation(id);
  const first = thread.data?.pages[0];
  const messages = thread.data?.pages.flatMap((page) => page.messages) ?? [];

  async function send(form: FormData): Promise<boolean> {
    try {
      await answer.mutateAsync(form);
      toast.success(t('admin.answerSent'));
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('admin.answerFailed'));
      return false;
    }
  }

  return (
    <Section title={first?.conversation.subject ?? t('admin.conversation')}>
      <button type="button" onClick={onBack} className={buttonClass('ghost', 'mb-3 -ml-3')}>
        <ChevronLeft aria-hidden className="size-4" />
        {t('admin.allConversations')}
      </button>
      {thread.isPending ? (
        <p className="text-sm text-stage-400">{t('admin.loadingConversation')}</p>
      ) : thread.isError || !first ? (
        <EmptyState text={t('admin.conversationLoadFailed')} />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-stage-300">
            {first.conversation.vip && <Badge tone="amber">VIP</Badge>}
            <Badge>{t(SUPPORT_STATUS_KEYS[first.conversation.status])}</Badge>
            <span>
              {first.conversation.memberName} · {first.conversation.memberEmail}
            </span>
            {first.conversation.about && (
              <span>
                {t('admin.aboutItem', {
                  kind: t(SUPPORT_ABOUT_KEYS[first.conversation.about.kind]).toLowerCase(),
                  id: first.conversation.about.id.slice(0, 8),
                })}
              </span>
            )}
          </div>
          <MessageThread messages={messages} mine="team" />
          {thread.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3 w-full"
              onClick={() => void thread.fetchNextPage()}
            >
              {t('admin.showLaterMessages')}
            </Button>
          )}
          <div className="mt-6">
            <MessageComposer
              label={t('admin.answer')}
              submitLabel={t('admin.sendAnswer')}
              pending={answer.isPending}
              onSend={send}
            />
          </div>
          {first.conversation.status !== 'closed' && (
            <Button
              variant="secondary"
              className="mt-4 w-full"
              disabled={close.isPending}
              onClick={() => close.mutate(undefined, { onSuccess: onBack })}
            >
              {t('admin.closeConversation')}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}
