// One member as an admin sees them (issue 33): profile, standing, membership history (plans and
// the audit entries about them), orders, tickets, support threads and community moderation.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { subscriptions } from '../../db/schema/billing';
import { communitySanctions, contentReports } from '../../db/schema/community';
import { orders, tickets } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { supportConversations } from '../../db/schema/support';
import { HttpError } from '../../plugins/errors';
import { lifetimeSpendCents, memberCountry, memberStatus } from './member-filter-repository';

/** The newest rows of each list: a member page, not a ledger. */
const SHOWN = 50;

export function memberPage(db: Db) {
  return {
    async read(userId: string) {
      const [member] = await db
        .select({
          userId: users.id,
          email: users.email,
          displayName: profiles.displayName,
          memberNumber: profiles.memberNumber,
          role: profiles.role,
          tier: profiles.subscriptionTier,
          status: memberStatus,
          country: memberCountry,
          lifetimeSpendCents: lifetimeSpendCents,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      if (!member) throw new HttpError(404, 'Member not found.');
      const [plans, history, orderRows, ticketRows, support, sanction, reports] = await Promise.all(
        [
          db
            .select({
              tier: subscriptions.tier,
              status: subscriptions.status,
              provider: subscriptions.provider,
              currentPeriodEnd: subscriptions.currentPeriodEnd,
              cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
              createdAt: subscriptions.createdAt,
            })
            .from(subscriptions)
            .where(eq(subscriptions.userId, userId))
            .orderBy(desc(subscriptions.createdAt))
            .limit(SHOWN),
          db
            .select({
              action: auditLog.action,
              details: auditLog.details,
              createdAt: auditLog.createdAt,
            })
            .from(auditLog)
            .where(eq(auditLog.targetId, userId))
            .orderBy(desc(auditLog.createdAt))
            .limit(SHOWN),
          db
            .select({
              id: orders.id,
              status: orders.status,
              totalCents: orders.totalCents,
              createdAt: orders.createdAt,
            })
            .from(orders)
            .where(eq(orders.userId, userId))
            .orderBy(desc(orders.createdAt))
            .limit(SHOWN),
          db
            .select({
              id: tickets.id,
              event: events.title,
              status: tickets.status,
              createdAt: tickets.createdAt,
            })
            .from(tickets)
            .innerJoin(events, eq(events.id, tickets.eventId))
            .where(eq(tickets.userId, userId))
            .orderBy(desc(tickets.createdAt))
            .limit(SHOWN),
          db
            .select({
              id: supportConversations.id,
              subject: supportConversations.subject,
              status: supportConversations.status,
              updatedAt: supportConversations.updatedAt,
            })
            .from(supportConversations)
            .where(eq(supportConversations.userId, userId))
            .orderBy(desc(supportConversations.updatedAt))
            .limit(SHOWN),
          db
            .select({
              kind: communitySanctions.kind,
              until: communitySanctions.until,
              reason: communitySanctions.reason,
              createdAt: communitySanctions.createdAt,
            })
            .from(communitySanctions)
            .where(eq(communitySanctions.userId, userId)),
          db
            .select({ id: contentReports.id, createdAt: contentReports.createdAt })
            .from(contentReports)
            .where(eq(contentReports.reporterId, userId))
            .limit(SHOWN),
        ],
      );
      return {
        member,
        membership: { subscriptions: plans, history },
        orders: orderRows,
        tickets: ticketRows,
        support,
        moderation: { sanction: sanction[0] ?? null, reportsMade: reports.length },
      };
    },
  };
}
