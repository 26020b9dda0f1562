import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';
import { TextField } from '../../../components/ui/text-field';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useSession } from '../../../lib/session';
import type { MemberFilterValues } from '../api/members-api';
import { MEMBERS_PAGE_SIZE, NO_MEMBER_FILTERS, membersQueryOptions } from '../api/members-api';
import { EmptyState, rowClass } from './admin-ui';
import { AuditLog } from './audit-log';
import { MemberFilters } from './member-filters';
import { ImportMembersCard } from './import-members-card';
import { MemberRow } from './member-row';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
// A member's page is its own chunk: most visits to the tab never open one.
const MemberScreen = lazy(async () => ({
  default: (await import('../routes/member-screen')).MemberScreen,
}));

export function MembersPanel() {
  const t = useT();
  const memberId = useSearchParams()[0].get('member');
  if (memberId)
    return (
      <Suspense fallback={<Spinner label={t('admin.loadingMember')} className="py-8" />}>
        <MemberScreen userId={memberId} />
      </Suspense>
    );
  return <MemberList />;
}

function MemberList() {
  const t = useT();
  const { session } = useSession();
  const [search, setSearch] = useState('');
  // Where each page seen so far began (keyset cursors; null = the first): Previous pops one.
  const [starts, setStarts] = useState<(string | null)[]>([null]);
  const firstPage = () => setStarts([null]);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<MemberFilterValues>(NO_MEMBER_FILTERS);
  // A two-letter country only: one letter typed so far filters nothing yet.
  const applied = { ...filters, country: filters.country.length === 2 ? filters.country : '' };
  const query = useQuery(membersQueryOptions(q, starts.at(-1) ?? null, MEMBERS_PAGE_SIZE, applied));
  const page = query.data;

  let body;
  if (query.isPending) body = <Spinner label={t('admin.loadingMembers')} className="py-4" />;
  else if (query.isError || !page) {
    body = (
      <ErrorNotice message={t('admin.membersLoadFailed')} onRetry={() => void query.refetch()} />
    );
  } else if (page.items.length === 0) {
    body = <EmptyState text={q ? t('admin.noMembersMatch', { q }) : t('admin.noMembers')} />;
  } else {
    const from = (starts.length - 1) * MEMBERS_PAGE_SIZE + 1;
    const to = from + page.items.length - 1;
    const next = page.nextCursor;
    body = (
      <>
        <ul
          className={`${rowClass} divide-y divide-white/5 py-3 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={query.isPlaceholderData}
        >
          {page.items.map((member) => (
            <MemberRow
              key={member.userId}
              member={member}
              isSelf={member.userId === session?.user.id}
            />
          ))}
        </ul>
        <nav
          aria-label={t('admin.membersPages')}
          className="mt-3 flex flex-wrap items-center justify-between gap-2"
        >
          <Button
            variant="secondary"
            disabled={starts.length === 1 || query.isPlaceholderData}
            onClick={() => setStarts(starts.slice(0, -1))}
          >
            {t('admin.previous')}
          </Button>
          <p aria-live="polite" className="text-center text-sm text-stage-300 tabular-nums">
            {t('admin.showingRange', { from, to, total: page.total })}
          </p>
          <Button
            variant="secondary"
            disabled={!next || query.isPlaceholderData}
            onClick={() => next && setStarts([...starts, next])}
          >
            {t('admin.next')}
          </Button>
        </nav>
      </>
    );
  }

  return (
    <>
      <Section title={t('admin.members')}>
        <TextField
          label={t('admin.searchMembers')}
          type="search"
          placeholder={t('admin.nameOrEmail')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            // A new search starts on its first page.
            firstPage();
          }}
          trailing={<Search aria-hidden className="mr-4 size-5 shrink-0 text-stage-400" />}
          autoComplete="off"
          className="mb-3"
        />
        <MemberFilters
          q={q}
          value={filters}
          onChange={(next) => {
            setFilters(next);
            firstPage();
          }}
        />
        <p className="mb-3 text-xs text-stage-300">{t('admin.tierChangeHint')}</p>

        {body}
      </Section>
      <ImportMembersCard />
      <AuditLog />
    </>
  );
}
