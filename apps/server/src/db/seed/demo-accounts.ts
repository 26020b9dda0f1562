import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Role, Tier } from '@fanclub/shared/roles';
import type { Db } from '../client';
import { accounts, users } from '../schema/auth';
import { profiles } from '../schema/profiles';
import { trackLikes, tracks } from '../schema/music';
import { events } from '../schema/events';
import { orderItems, orders, tickets } from '../schema/commerce';
import { products, productVariants } from '../schema/shop';

export const DEMO_PASSWORD = 'fanclub-demo';

export interface DemoAccount {
  email: string;
  displayName: string;
  username: string;
  role: Role;
  tier: Tier;
}

/** The demo accounts of the README: real users that sign in through the normal path. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@example.com',
    displayName: 'Demo Admin',
    username: 'demo_admin',
    role: 'admin',
    tier: 'vip',
  },
  {
    email: 'artist@example.com',
    displayName: 'Aria Monroe',
    username: 'aria',
    role: 'artist',
    tier: 'vip',
  },
  {
    email: 'fan@example.com',
    displayName: 'Demo Fan',
    username: 'demo_fan',
    role: 'fan',
    tier: 'free',
  },
  {
    email: 'fanplus@example.com',
    displayName: 'Demo Fan+',
    username: 'demo_fanplus',
    role: 'fan',
    tier: 'fanplus',
  },
  {
    email: 'vip@example.com',
    displayName: 'Demo VIP',
    username: 'demo_vip',
    role: 'fan',
    tier: 'vip',
  },
  // Door staff (issue 30): checks tickets in, and is otherwise a free member.
  {
    email: 'staff@example.com',
    displayName: 'Door Staff',
    username: 'door_staff',
    role: 'staff',
    tier: 'free',
  },
];

/**
 * Demo mode on: create any missing demo account (verified, with a credential password) and give
 * the demo fan a history (12 liked songs, 3 past shows, 2 merch items). Demo mode off: remove
 * them, so a production install never has a known password.
 */
export async function syncDemoAccounts(
  db: Db,
  enabled: boolean,
  hashPassword: (p: string) => Promise<string>,
): Promise<number> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  if (!enabled) {
    const demoUsers = await db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.isDemo, true));
    if (demoUsers.length > 0) {
      const ids = demoUsers.map((u) => u.id);
      // tickets.user_id is RESTRICT (a member's tickets never vanish by accident); the demo
      // accounts' tickets are demo history bought with test cards, so they go with them.
      await db.transaction(async (tx) => {
        await tx.delete(tickets).where(inArray(tickets.userId, ids));
        await tx.delete(users).where(inArray(users.id, ids));
      });
    }
    return 0;
  }
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map(
      (u) => u.email,
    ),
  );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return 0;
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const account of missing) {
    await db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.insert(users).values({
        id,
        name: account.displayName,
        email: account.email,
        emailVerified: true,
        username: account.username,
      });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
      await tx.insert(profiles).values({
        userId: id,
        displayName: account.displayName,
        role: account.role,
        subscriptionTier: account.tier,
        isDemo: true,
      });
      if (account.email === 'fan@example.com') await seedFanHistory(tx as unknown as Db, id);
    });
  }
  return missing.length;
}

async function seedFanHistory(db: Db, userId: string) {
  const liked = await db.select({ id: tracks.id }).from(tracks).orderBy(tracks.createdAt).limit(12);
  if (liked.length > 0)
    await db.insert(trackLikes).values(liked.map((t) => ({ userId, trackId: t.id })));
  const past = await db
    .select({ id: events.id })
    .from(events)
    .where(lt(events.eventDate, sql`now()`))
    .limit(3);
  if (past.length > 0)
    await db.insert(tickets).values(past.map((e) => ({ eventId: e.id, userId, quantity: 1 })));
  const items = await db
    .select({
      productId: products.id,
      name: products.name,
      colour: products.colour,
      price: products.priceCents,
      variantId: productVariants.id,
      size: productVariants.size,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(products.id, [2, 7]), inArray(productVariants.size, ['M', 'OS'])));
  const subtotal = items.reduce((sum, i) => sum + i.price, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      email: 'fan@example.com',
      status: 'shipped',
      subtotalCents: subtotal,
      totalCents: subtotal,
      paidAt: new Date(),
      // A shipped order always has where it went and how to follow it (issue 31).
      shipping: {
        recipientName: 'Demo Fan',
        addressLine1: '1 Sunset Blvd',
        city: 'Los Angeles',
        region: 'CA',
        shippingZip: '90028',
        country: 'US',
      },
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      shippedAt: new Date(),
    })
    .returning({ id: orders.id });
  if (order) {
    await db.insert(orderItems).values(
      items.map((i) => ({
        orderId: order.id,
        productId: i.productId,
        variantId: i.variantId,
        name: i.name,
        colour: i.colour,
        size: i.size,
        unitPriceCents: i.price,
        quantity: 1,
      })),
    );
  }
}
