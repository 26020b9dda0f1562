import { SETTLED_ORDER_STATUSES } from '@fanclub/shared/order-status';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@fanclub/shared/roles';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/unique-violation';
import { HttpError } from '../../plugins/errors';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { memberSince } from '../../db/schema/comps';
import { artist } from '../../db/schema/artist';
import { trackLikes } from '../../db/schema/music';
import { events } from '../../db/schema/events';
import { orderItems, orders, tickets } from '../../db/schema/commerce';

/**
 * Member since: the account's creation, or the date an import carried over (ADR 036) when that is
 * earlier: a patron of five years who moved here yesterday is a member of five years.
 */
const sinceOf = sql<Date>`least(${users.createdAt}, ${memberSince.since})`.mapWith(
  (v: Date | string) => new Date(v),
);

const USERNAME_TAKEN = 'That username is taken. Please choose another.';

export function accountsRepository(db: Db) {
  return {
    async me(userId: string) {
      const [row] = await db
        .select({ user: users, profile: profiles })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
    async updateProfile(
      userId: string,
      changes: Partial<Pick<typeof profiles.$inferInsert, 'displayName' | 'avatarUrl' | 'locale'>>,
    ) {
      await db
        .update(profiles)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(profiles.userId, userId));
    },
    /** Username and phone as given (null clears); a username another member holds is a 409. */
    async updateDetails(
      userId: string,
      changes: { username?: string | null; phone?: string | null },
    ) {
      try {
        await db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_unique'))
          throw new HttpError(409, USERNAME_TAKEN, { username: 'That username is taken.' });
        throw error;
      }
    },
    /** Merges switches in the database (jsonb ||), so two saves at once never undo each other. */
    async mergePreferences(userId: string, patch: Record<string, boolean>) {
      await db
        .update(profiles)
        .set({
          preferences: sql`${profiles.preferences} || ${JSON.stringify(patch)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, userId));
    },
    async membership(userId: string) {
      const [row] = await db
        .select({
          memberNumber: profiles.memberNumber,
          tier: profiles.subscriptionTier,
          memberSince: sinceOf,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .leftJoin(memberSince, eq(memberSince.userId, profiles.userId))
        .where(eq(profiles.userId, userId));
      return row;
    },
    async memberByNumber(memberNumber: number) {
      const [row] = await db
        .select({
          displayName: profiles.displayName,
          email: users.email,
          avatarUrl: profiles.avatarUrl,
          role: profiles.role,
          tier: profiles.subscriptionTier,
          memberSince: sinceOf,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .leftJoin(memberSince, eq(memberSince.userId, profiles.userId))
        .where(eq(profiles.memberNumber, memberNumber));
      return row;
    },
    /** Names members may not take: the artist's, and every artist's and admin's display name. */
    async staffNames(): Promise<string[]> {
      const [artists, staff] = await Promise.all([
        db.select({ name: artist.name }).from(artist),
        db
          .select({ name: profiles.displayName })
          .from(profiles)
          .where(inArray(profiles.role, [...STAFF_ROLES])),
      ]);
      return [...artists, ...staff].flatMap(({ name }) => (name ? [name] : []));
    },
    async publicProfile(userId: string) {
      const [row] = await db
        .select({
          userId: profiles.userId,
          displayName: profiles.displayName,
          avatarUrl: profiles.avatarUrl,
          role: profiles.role,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row;
    },
    async stats(userId: string, now: Date) {
      const [likes] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(trackLikes)
        .where(eq(trackLikes.userId, userId));
      const [attended] = await db
        .select({ n: sql<number>`count(distinct ${tickets.eventId})::int` })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(
          and(eq(tickets.userId, userId), eq(tickets.status, 'paid'), lt(events.eventDate, now)),
        );
      const [merch] = await db
        .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        // Ticket lines sit in orders too, but they are shows, not merch.
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, [...SETTLED_ORDER_STATUSES]),
            eq(orderItems.kind, 'merch'),
          ),
        );
      return {
        likedSongs: likes?.n ?? 0,
        eventsAttended: attended?.n ?? 0,
        merchItems: merch?.n ?? 0,
      };
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
