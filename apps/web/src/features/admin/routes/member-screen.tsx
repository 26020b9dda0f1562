import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen, Section } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
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
  const query = useQuery(memberPageQueryOptions(userId));
  const back = { to: `${paths.admin}?tab=members`, label: 'Back to Members' };
  if (query.isPending) return <Spinner label="Loading the member" className="py-8" />;
  if (query.isError)
    return (
      <Screen title="Member" back={back}>
        <ErrorNotice message="We couldn't load this member." onRetry={() => void query.refetch()} />
      </Screen>
    );
  const { member, membership, orders, tickets, support, moderation } = query.data;
  return (
    <Screen title={member.displayName ?? member.email} back={back} className="pb-8">
      <Rows empty="">
        {[
          <Row key="e" left="E-mail" right={member.email} />,
          <Row key="n" left="Member number" right={String(member.memberNumber)} />,
          <Row key="t" left="Tier and status" right={`${member.tier}, ${member.status}`} />,
          <Row key="s" left="Member since" right={day(member.createdAt)} />,
          <Row key="c" left="Country" right={member.country ?? '—'} />,
          <Row key="m" left="Lifetime spend" right={money(member.lifetimeSpendCents)} />,
        ]}
      </Rows>
      <GrantCompCard userId={member.userId} email={member.email} />
      <Section title="Membership history">
        <Rows empty="No paid plan and no change logged.">
          {[
            ...membership.subscriptions.map((s) => (
              <Row
                key={s.createdAt}
                left={`${s.tier} plan, ${s.status}`}
                right={day(s.createdAt)}
              />
            )),
            ...membership.history.map((h) => (
              <Row key={`${h.action}${h.createdAt}`} left={h.action} right={day(h.createdAt)} />
            )),
          ]}
        </Rows>
      </Section>
      <Section title="Orders">
        <Rows empty="No orders.">
          {orders.map((o) => (
            <Row
              key={o.id}
              left={`${money(o.totalCents)} · ${o.status}`}
              right={day(o.createdAt)}
            />
          ))}
        </Rows>
      </Section>
      <Section title="Tickets">
        <Rows empty="No tickets.">
          {tickets.map((t) => (
            <Row key={t.id} left={`${t.event} · ${t.status}`} right={day(t.createdAt)} />
          ))}
        </Rows>
      </Section>
      <Section title="Support">
        <Rows empty="No support conversations.">
          {support.map((c) => (
            <Row key={c.id} left={`${c.subject} · ${c.status}`} right={day(c.updatedAt)} />
          ))}
        </Rows>
      </Section>
      <Section title="Moderation">
        <Rows empty="">
          {[
            <Row
              key="s"
              left="Community"
              right={
                moderation.sanction
                  ? `${moderation.sanction.kind}${moderation.sanction.until ? ` until ${day(moderation.sanction.until)}` : ''}`
                  : 'In good standing'
              }
            />,
            <Row key="r" left="Reports made" right={String(moderation.reportsMade)} />,
          ]}
        </Rows>
      </Section>
    </Screen>
  );
}
