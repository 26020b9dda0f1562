import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, MessageSquarePlus } from 'lucide-react';
import { SUPPORT_STATUS_KEYS } from '../../../lib/support/labels';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { conversationsQuery } from '../api/support-api';
import { SignedIn } from '../components/signed-in';
import { SupportPromise } from '../components/support-promise';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** /support: the member's conversations with the team, most recently active first. */
export function SupportScreen() {
  return <SignedIn>{(vip) => <SupportList vip={vip} />}</SignedIn>;
}

function SupportList({ vip }: { vip: boolean }) {
  const list = useInfiniteQuery(conversationsQuery());
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];
  const t = useT();
  const format = useFormat();
  return (
    <Screen
      title={t('support.title')}
      back={{ to: paths.settings, label: t('support.backToSettings') }}
      className="pb-10"
    >
      <SupportPromise vip={vip} />
      <Link to={paths.contactSupport()} className={buttonClass('primary', 'mb-5 w-full')}>
        <MessageSquarePlus aria-hidden className="size-4" />
        {t('support.newMessage')}
      </Link>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <ErrorNotice message={t('support.listNotLoaded')} onRetry={() => void list.refetch()} />
      ) : conversations.length === 0 ? (
        <p className="text-sm text-stage-400">{t('support.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('support.yourConversations')}>
          {conversations.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.supportConversation(c.id)}
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-white/5 bg-stage-800 px-4 py-3 hover:bg-stage-700"
              >
                <span className="min-w-0 flex-1">
                  <span className="block wrap-anywhere font-semibold">{c.subject}</span>
                  <span className="block text-xs text-stage-400">
                    {t(SUPPORT_STATUS_KEYS[c.status])} · {format.shortDateTime(c.updatedAt)}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-5 text-stage-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4 w-full')}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('support.showMore')}
        </button>
      )}
    </Screen>
  );
}
