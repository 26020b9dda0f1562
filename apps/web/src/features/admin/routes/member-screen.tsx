import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen, Section } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';
import { memberPageQueryOptions } from '../api/members-api';
import { GrantCompCard } from '../components/grant-comp-card';

const day = (iso: string) => iso.slice(0, 10);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-sm text-stage-400">{empty}</p>;
  return (
    <ul className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800 px-4">
      {children}
    </ul>
  );
}

function Row({ left, right }: { left: string; right: string }) {
  return (
    <li className="flex justify-between gap-3 py-3 text-sm">
      <span className="truncate">{left}</span>
      <span className="shrink-0 text-stage-300">{right}</span>
    </li>
  );
}

/**
 * One member for admins (issue 33), opened from the Members tab (`?tab=members&member=<id>`, so
 * the router and the fans' first load gain nothing): standing, membership history, orders, tickets, support, moderation.
 */
export function MemberScreen({ userId }: { userId: string }) {
  const t = useT();
  const query = useQuery(memberPageQueryOptions(userId));
  const back = { to: `${paths.admin}?tab=members`, label: t('admin.backToMembers') };
  if (query.isPending) return <Spinner label={t('admin.loadingMember')} className="py-8" />;
  if (query.isError)
    return (
      <Screen title={t('admin.member')} back={back}>
        <ErrorNotice message={t('admin.memberLoadFailed')} onRetry={() => void query.refetch()} />
      </Screen>
    );
  const { member, membership, orders, tickets, support, moderation } = query.data;
  return (
    <Screen title={member.displayName ?? member.email} back={back} className="pb-8">
      <Rows empty="">
        {[
          <Row key="e" left={t('admin.email')} right={member.email} />,
          <Row key="n" left={t('admin.memberNumber')} right={String(member.memberNumber)} />,
          <Row
            key="t"
            left={t('admin.tierAndStatus')}
            right={`${member.tier}, ${member.status}`}
          />,
          <Row key="s" left={t('admin.memberSince')} right={day(member.createdAt)} />,
          <Row key="c" left={t('admin.country')} right={member.country ?? '—'} />,
          <Row key="m" left={t('admin.lifetimeSpend')} right={money(member.lifetimeSpendCents)} />,
        ]}
      </Rows>
      <GrantCompCard userId={member.userId} email={member.email} />
      <Section title={t('admin.membershipHistory')}>
        <Rows empty={t('admin.noMembershipHistory')}>
          {[
            ...membership.subscriptions.map((s) => (
              <Row
                key={s.createdAt}
                left={t('admin.planStatus', { tier: s.tier, status: s.status })}
                right={day(s.createdAt)}
              />
            )),
            ...membership.history.map((h) => (
              <Row key={`${h.action}${h.createdAt}`} left={h.action} right={day(h.createdAt)} />
            )),
          ]}
        </Rows>
      </Section>
      <Section title={t('admin.orders')}>
        <Rows empty={t('admin.noOrdersShort')}>
          {orders.map((o) => (
            <Row
              key={o.id}
              left={`${money(o.totalCents)} · ${o.status}`}
              right={day(o.createdAt)}
            />
          ))}
        </Rows>
      </Section>
      <Section title={t('admin.tickets')}>
        <Rows empty={t('admin.noTickets')}>
          {tickets.map((ticket) => (
            <Row
              key={ticket.id}
              left={`${ticket.event} · ${ticket.status}`}
              right={day(ticket.createdAt)}
            />
          ))}
        </Rows>
      </Section>
      <Section title={t('admin.support')}>
        <Rows empty={t('admin.noSupport')}>
          {support.map((c) => (
            <Row key={c.id} left={`${c.subject} · ${c.status}`} right={day(c.updatedAt)} />
          ))}
        </Rows>
      </Section>
      <Section title={t('admin.moderationSection')}>
        <Rows empty="">
          {[
            <Row
              key="s"
              left={t('admin.community')}
              right={
                moderation.sanction
                  ? moderation.sanction.until
                    ? t('admin.sanctionUntil', {
                        kind: moderation.sanction.kind,
                        until: day(moderation.sanction.until),
                      })
                    : t('admin.sanctionKind', { kind: moderation.sanction.kind })
                  : t('admin.goodStanding')
              }
            />,
            <Row key="r" left={t('admin.reportsMade')} right={String(moderation.reportsMade)} />,
          ]}
        </Rows>
      </Section>
    </Screen>
  );
}
