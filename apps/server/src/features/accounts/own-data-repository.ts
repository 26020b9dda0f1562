// A member's own data (issue 33): everything the club keeps about them, as one JSON download,
// and the account's deletion. Deletion keeps what the books need (orders, tickets, payments)
// with the person taken out of them; docs/decisions/037-members-and-own-data.md says why.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema/auth';
import { payments, subscriptions } from '../../db/schema/billing';
import {
  commentLikes,
  contentReports,
  inboxItems,
  notificationPreferences,
  postComments,
  postLikes,
} from '../../db/schema/community';
import { carts, orderItems, orders, tickets } from '../../db/schema/commerce';
import { posts } from '../../db/schema/content';
import { events } from '../../db/schema/events';
import { pushSubscriptions, scheduledLiveReminders } from '../../db/schema/live';
import { profiles } from '../../db/schema/profiles';
import { productDropWatchers } from '../../db/schema/shop';
import { supportConversations, supportMessages } from '../../db/schema/support';
import { trackLikes } from '../../db/schema/music';
import { recordAudit } from '../../lib/audit';

export const DELETED_NAME = 'Deleted member';
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

export function ownDataRepository(db: Db) {
  return {
    async account(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          isDemo: profiles.isDemo,
          role: profiles.role,
          password: accounts.password,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(
          accounts,
          and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')),
        )
        .where(eq(users.id, userId));
      return row;
    },

    /** The member's data, and nothing that names another member (no ids of the team, no actors). */
    async export(userId: string) {
      const [user] = await db
        .select({
          email: users.email,
          name: users.name,
          username: users.username,
          phone: users.phone,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const [profile] = await db
        .select({
          displayName: profiles.displayName,
          avatarUrl: profiles.avatarUrl,
          role: profiles.role,
          tier: profiles.subscriptionTier,
          memberNumber: profiles.memberNumber,
          preferences: profiles.preferences,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      const orderRows = await db
        .select({
          id: orders.id,
          status: orders.status,
          totalCents: orders.totalCents,
          email: orders.email,
          shipping: orders.shipping,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt));
      const conversations = await db
        .select({
          id: supportConversations.id,
          subject: supportConversations.subject,
          status: supportConversations.status,
          createdAt: supportConversations.createdAt,
        })
        .from(supportConversations)
        .where(eq(supportConversations.userId, userId));
      const messages = conversations.length
        ? await db
            .select({
              conversationId: supportMessages.conversationId,
              fromTeam: supportMessages.fromTeam,
              body: supportMessages.body,
              createdAt: supportMessages.createdAt,
            })
            .from(supportMessages)
            .where(
              inArray(
                supportMessages.conversationId,
                conversations.map((c) => c.id),
              ),
            )
            .orderBy(asc(supportMessages.createdAt))
        : [];
      return {
        exportedAt: new Date().toISOString(),
        account: user,
        profile,
        membership: {
          subscriptions: await db
            .select({
              tier: subscriptions.tier,
              status: subscriptions.status,
              currentPeriodEnd: subscriptions.currentPeriodEnd,
              cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
              createdAt: subscriptions.createdAt,
            })
            .from(subscriptions)
            .where(eq(subscriptions.userId, userId)),
          payments: await db
            .select({
              amountCents: payments.amountCents,
              description: payments.description,
              createdAt: payments.createdAt,
            })
            .from(payments)
            .where(eq(payments.userId, userId)),
        },
        orders: await Promise.all(
          orderRows.map(async (o) => ({
            ...o,
            items: await db
              .select({
                name: orderItems.name,
                quantity: orderItems.quantity,
                unitPriceCents: orderItems.unitPriceCents,
              })
              .from(orderItems)
              .where(eq(orderItems.orderId, o.id)),
          })),
        ),
        tickets: await db
          .select({
            id: tickets.id,
            event: events.title,
            eventDate: events.eventDate,
            status: tickets.status,
            usedAt: tickets.usedAt,
            createdAt: tickets.createdAt,
          })
          .from(tickets)
          .innerJoin(events, eq(events.id, tickets.eventId))
          .where(eq(tickets.userId, userId)),
        posts: await db
          .select({ id: posts.id, body: posts.body, createdAt: posts.createdAt })
          .from(posts)
          .where(eq(posts.authorId, userId)),
        comments: await db
          .select({
            id: postComments.id,
            postId: postComments.postId,
            body: postComments.body,
            createdAt: postComments.createdAt,
          })
          .from(postComments)
          .where(eq(postComments.authorId, userId)),
        support: conversations.map((c) => ({
          ...c,
          messages: messages.filter((m) => m.conversationId === c.id),
        })),
        // Without the actor: an inbox line names the other member who liked or answered.
        inbox: await db
          .select({
            kind: inboxItems.kind,
            url: inboxItems.url,
            readAt: inboxItems.readAt,
            createdAt: inboxItems.createdAt,
          })
          .from(inboxItems)
          .where(eq(inboxItems.userId, userId)),
      };
    },

    /**
     * Takes the person out in one transaction. The users row stays (tickets hold it: a sold seat
     * never vanishes, docs/deleting-records.md) under a name and address that say nothing; the
     * orders keep their money and lose the e-mail and address; sign-in data goes.
     */
    async anonymise(userId: string) {
      await db.transaction(async (tx) => {
        const email = deletedEmail(userId);
        await tx
          .update(users)
          .set({
            name: DELETED_NAME,
            email,
            emailVerified: false,
            image: null,
            username: null,
            phone: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
        await tx
          .update(profiles)
          .set({
            displayName: DELETED_NAME,
            avatarUrl: null,
            preferences: {},
            subscriptionTier: 'free',
            updatedAt: new Date(),
          })
          .where(eq(profiles.userId, userId));
        await tx.update(orders).set({ email, shipping: null }).where(eq(orders.userId, userId));
        // Sign-in, devices and the member's own switches and likes; their support threads too.
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(accounts).where(eq(accounts.userId, userId));
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        await tx.delete(carts).where(eq(carts.userId, userId));
        await tx.delete(inboxItems).where(eq(inboxItems.userId, userId));
        await tx.delete(postLikes).where(eq(postLikes.userId, userId));
        await tx.delete(commentLikes).where(eq(commentLikes.userId, userId));
        await tx.delete(trackLikes).where(eq(trackLikes.userId, userId));
        await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
        await tx.delete(productDropWatchers).where(eq(productDropWatchers.userId, userId));
        await tx.delete(scheduledLiveReminders).where(eq(scheduledLiveReminders.userId, userId));
        await tx.delete(contentReports).where(eq(contentReports.reporterId, userId));
        await tx.delete(supportConversations).where(eq(supportConversations.userId, userId));
        await recordAudit(tx, {
          actorId: userId,
          action: 'member.deleted',
          targetType: 'member',
          targetId: userId,
          details: { by: 'self' },
        });
      });
    },
  };
}
