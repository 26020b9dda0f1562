import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronRight, Crown } from 'lucide-react';
import type { AdminSupportConversation } from '@fanclub/shared/schemas/support';
import { SUPPORT_STATUSES } from '@fanclub/shared/support-texts';
import { SUPPORT_STATUS_KEYS } from '../../../lib/support/labels';
import type { SupportStatus } from '@fanclub/shared/support-texts';
import { buttonClass } from '../../../components/ui/button';
import { Section } from '../../../components/ui/screen';
import { supportInboxQuery } from '../api/support-api';
import { waitedText } from '../waited-text';
import { useT } from '../../../lib/i18n/i18n-context';
import { Badge, EmptyState, listClass } from './admin-ui';
import { SupportConversationView } from './support-conversation';

const CHIP =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border whitespace-nowrap border-white/10 px-4 text-sm font-semibold text-stage-300 aria-pressed:border-transparent aria-pressed:bg-accent-fill aria-pressed:text-white';

/** Members' support conversations: VIP first, then the longest waiting; open one to answer it. */
export function SupportPanel() {
  const t = useT();
  const [status, setStatus] = useState<SupportStatus>('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const inbox = useInfiniteQuery(supportInboxQuery(status));
  const rows = inbox.data?.pages.flatMap((page) => page.conversations) ?? [];

  if (openId) return <SupportConversationView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <Section title={t('admin.supportInbox')}>
      <div
        className="mb-4 flex gap-2 overflow-x-auto"
        role="group"
        aria-label={t('admin.showConversations')}
      >
        {SUPPORT_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={CHIP}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {t(SUPPORT_STATUS_KEYS[s])}
          </button>
        ))}
      </div>
      {inbox.isPending ? (
        <p className="text-sm text-stage-400">{t('admin.loadingConversations')}</p>
      ) : inbox.isError ? (
        <EmptyState text={t('admin.supportLoadFailed')} />
      ) : rows.length === 0 ? (
        <EmptyState text={t('admin.noConversations')} />
      ) : (
        <ul className={listClass} aria-label={t('admin.supportConversations')}>
          {rows.map((c) => (
            <li key={c.id}>
              <Row c={c} now={now} onOpen={() => setOpenId(c.id)} />
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4 w-full')}
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {t('admin.showMore')}
        </button>
      )}
    </Section>
  );
}

function Row({ c, now, onOpen }: { c: AdminSupportConversation; now: number; onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-3 rounded-2xl border border-white/5 bg-stage-800 p-4 text-left hover:bg-stage-700"
    >
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          {c.vip && (
            <Badge tone="amber">
              <Crown aria-hidden className="size-3" />
              VIP
            </Badge>
          )}
          <span className="wrap-anywhere font-semibold">{c.subject}</span>
        </span>
        <span className="mt-1 block wrap-anywhere text-xs text-stage-300">
          {c.memberName} · {c.memberEmail}
        </span>
        {c.status === 'open' && (
          <span className="mt-1 block text-xs text-amber-200">
            {waitedText(c.waitingSince, now, t)}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-stage-400" />
    </button>
  );
}
