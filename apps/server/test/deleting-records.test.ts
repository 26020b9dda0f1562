import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_GONE } from '@fanclub/shared/schemas/community';
import { users } from '../src/db/schema/auth';
import { postComments, postLikes } from '../src/db/schema/community';
import { posts } from '../src/db/schema/content';
import { orderItems, orders, tickets } from '../src/db/schema/commerce';
import { events } from '../src/db/schema/events';
import { products } from '../src/db/schema/shop';
import { profiles } from '../src/db/schema/profiles';
import { syncDemoAccounts } from '../src/db/seed/demo-accounts';
import { EVENT_HAS_TICKETS } from '../src/features/catalog/event-delete-repository';
import { hashPassword } from '../src/lib/auth/password';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { client } from './helpers/session';
import { signIn } from './helpers/session';

type Caller = ReturnType<typeof client>;
const DAY = 86_400_000;
const card = {
  email: 'buyer@example.org',
  fullName: 'Demo Buyer',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/39',
  cvc: '123',
  zipCode: '90028',
  country: 'US',
};

// docs/deleting-records.md: what deleting each kind of record does, and the database backing it.
describe(`records that cannot silently vanish on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const as: Record<'fan' | 'artist' | 'admin', Caller> = {} as never;
  let fanId = '';
  let serial = 0;

  const makeEvent = async () => {
    serial += 1;
    const [row] = await ctx.app.db
      .insert(events)
      .values({
        title: `Deletable Show ${serial}`,
        eventDate: new Date(Date.now() + 30 * DAY),
        location: 'Los Angeles, CA',
        capacity: 100,
        ticketPriceCents: 5000,
      })
      .returning();
    return row!;
  };
  const deleteEvent = (who: Caller, id: string) =>
    who.inject({ method: 'DELETE', url: `/api/admin/events/${id}` });
  /** A ticket in a given state with its order, as checkout and settlement leave them. */
  const ticketIn = async (eventId: string, status: 'pending' | 'refunded' | 'cancelled') => {
    // Orders have no refunded status (nothing refunds yet): a refunded ticket's order was paid.
    const orderStatus = status === 'refunded' ? 'paid' : status;
    const [order] = await ctx.app.db
      .insert(orders)
      .values({
        userId: fanId,
        email: 'fan@example.com',
        status: orderStatus,
        subtotalCents: 5000,
        totalCents: 5000,
      })
      .returning();
    await ctx.app.db.insert(orderItems).values({
      orderId: order!.id,
      kind: 'ticket',
      eventId,
      name: 'Ticket',
      unitPriceCents: 5000,
      quantity: 1,
    });
    await ctx.app.db
      .insert(tickets)
      .values({ eventId, userId: fanId, orderId: order!.id, quantity: 1, status });
    return order!.id;
  };
  const rowsOf = async (eventId: string) => ({
    event: await ctx.app.db.select().from(events).where(eq(events.id, eventId)),
    tickets: await ctx.app.db.select().from(tickets).where(eq(tickets.eventId, eventId)),
    orders: await ctx.app.db
      .select({ order: orders, item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.eventId, eventId)),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    for (const [i, name] of (['fan', 'artist', 'admin'] as const).entries())
      as[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.71.0.${i + 1}`,
      );
    const [fan] = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fan@example.com'));
    fanId = fan!.id;
  });
  afterAll(async () => ctx?.close());

  it('artist deletes an event with a paid ticket: 409 with the reason, event, ticket and order untouched', async () => {
    const show = await makeEvent();
    const bought = await as.fan.post(`/api/events/${show.id}/tickets`, { quantity: 2, ...card });
    expect(bought.statusCode, bought.body).toBe(200);
    const before = await rowsOf(show.id);
    // One ticket per admission, each its own row and QR.
    expect(before.tickets).toMatchObject([
      { status: 'paid', quantity: 1 },
      { status: 'paid', quantity: 1 },
    ]);
    expect(before.orders).toMatchObject([{ order: { status: 'paid' } }]);

    for (const who of [as.artist, as.admin]) {
      const res = await deleteEvent(who, show.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EVENT_HAS_TICKETS);
    }
    expect(await rowsOf(show.id)).toEqual(before);
    const mine = (await as.fan.get('/api/me/tickets')).json() as { eventId?: string }[];
    expect(JSON.stringify(mine)).toContain(show.id);
  });

  it('artist deletes an event with a refunded ticket or a hold still being paid for: 409, both kept', async () => {
    for (const status of ['refunded', 'pending'] as const) {
      const show = await makeEvent();
      await ticketIn(show.id, status);
      const before = await rowsOf(show.id);
      const res = await deleteEvent(as.artist, show.id);
      expect(res.statusCode, status).toBe(409);
      expect(await rowsOf(show.id)).toEqual(before);
    }
  });

  it('still deletes an event with no tickets, or whose only tickets are expired holds (their orders kept)', async () => {
    const empty = await makeEvent();
    expect((await deleteEvent(as.artist, empty.id)).statusCode).toBe(204);
    expect((await rowsOf(empty.id)).event).toEqual([]);

    const held = await makeEvent();
    const orderId = await ticketIn(held.id, 'cancelled');
    await ticketIn(held.id, 'cancelled');
    expect((await deleteEvent(as.artist, held.id)).statusCode).toBe(204);
    const after = await rowsOf(held.id);
    expect(after.event).toEqual([]);
    expect(after.tickets).toEqual([]);
    // The expired order stays (it is a record of a checkout that never paid); its line keeps the name.
    const [kept] = await ctx.app.db
      .select({ status: orders.status, eventId: orderItems.eventId, name: orderItems.name })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.id, orderId));
    expect(kept).toEqual({ status: 'cancelled', eventId: null, name: 'Ticket' });
    expect((await deleteEvent(as.artist, held.id)).statusCode).toBe(404);
  });

  it('a bug that deletes an event with paid tickets straight in the database is refused by the database', async () => {
    const show = await makeEvent();
    expect(
      (await as.fan.post(`/api/events/${show.id}/tickets`, { quantity: 1, ...card })).statusCode,
    ).toBe(200);
    const before = await rowsOf(show.id);
    await expect(ctx.app.db.delete(events).where(eq(events.id, show.id))).rejects.toThrow();
    expect(await rowsOf(show.id)).toEqual(before);
  });

  it('deleting a member who holds tickets is refused by the database: tickets and orders stay', async () => {
    const held = await ctx.app.db.select().from(tickets).where(eq(tickets.userId, fanId));
    expect(held.length).toBeGreaterThan(0);
    await expect(ctx.app.db.delete(users).where(eq(users.id, fanId))).rejects.toThrow();
    expect(await ctx.app.db.select().from(tickets).where(eq(tickets.userId, fanId))).toEqual(held);
  });

  it('a member cannot delete their account through Better Auth, nor an admin delete one: no such route', async () => {
    for (const url of ['/api/auth/delete-user', '/api/auth/delete-user/callback'])
      expect((await as.fan.post(url, { password: 'fanclub-demo' })).statusCode, url).toBe(404);
    expect(
      (await as.admin.inject({ method: 'DELETE', url: `/api/admin/members/${fanId}` })).statusCode,
    ).toBe(404);
    expect(await ctx.app.db.select().from(users).where(eq(users.id, fanId))).toHaveLength(1);
    expect((await as.fan.get('/api/me')).statusCode).toBe(200);
  });

  it('deleting a product that was ordered is refused by the database: its order lines keep it', async () => {
    const [line] = await ctx.app.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(sql`${orderItems.productId} is not null`)
      .limit(1);
    const productId = line!.productId!;
    await expect(ctx.app.db.delete(products).where(eq(products.id, productId))).rejects.toThrow();
    expect(await ctx.app.db.select().from(products).where(eq(products.id, productId))).toHaveLength(
      1,
    );
    // No route deletes a product either: the shop hides one with products.active.
    expect(
      (await as.admin.inject({ method: 'DELETE', url: `/api/admin/products/${productId}` }))
        .statusCode,
    ).toBe(404);
  });

  it('deleting a post keeps its row and its comments: the post answers 410, nothing cascades', async () => {
    // Only the club's own tables refer to posts, and they cascade: so no route may hard-delete one.
    const refs = await ctx.app.db.execute(sql`
      select distinct tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage cu on cu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and cu.table_name = 'posts'
      order by tc.table_name`);
    expect(refs.rows.map((r) => (r as { table_name: string }).table_name)).toEqual([
      'post_comments',
      'post_likes',
    ]);
    const made = await as.artist.post('/api/admin/content', {
      title: 'Gone soon',
      body: 'A post to delete',
      visibility: 'free',
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as string;
    await ctx.app.db.insert(postComments).values({ postId: id, authorId: fanId, body: 'First!' });
    await ctx.app.db.insert(postLikes).values({ postId: id, userId: fanId });
    expect((await as.fan.get(`/api/community/posts/${id}`)).statusCode).toBe(200);
    expect(
      (await as.artist.inject({ method: 'DELETE', url: `/api/admin/content/${id}` })).statusCode,
    ).toBe(204);
    const [row] = await ctx.app.db.select().from(posts).where(eq(posts.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await ctx.app.db.select().from(postComments).where(eq(postComments.postId, id)),
    ).toHaveLength(1);
    expect(await ctx.app.db.select().from(postLikes).where(eq(postLikes.postId, id))).toHaveLength(
      1,
    );
    const gone = await as.fan.get(`/api/community/posts/${id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(POST_GONE);
    // Gone from the feed and the admin list; deleting it again finds nothing.
    const feed = (await as.fan.get('/api/community/feed')).json() as { posts: { id: string }[] };
    expect(feed.posts.map((p) => p.id)).not.toContain(id);
    const list = (await as.artist.get('/api/admin/content')).json() as { id: string }[];
    expect(list.map((p) => p.id)).not.toContain(id);
    expect(
      (await as.artist.inject({ method: 'DELETE', url: `/api/admin/content/${id}` })).statusCode,
    ).toBe(404);
  });

  it('turning demo mode off still removes the demo accounts, their demo tickets with them', async () => {
    const demo = await ctx.app.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.isDemo, true));
    const ids = demo.map((d) => d.id);
    expect(await ctx.app.db.select().from(tickets).where(inArray(tickets.userId, ids))).not.toEqual(
      [],
    );
    await syncDemoAccounts(ctx.app.db, false, hashPassword);
    expect(await ctx.app.db.select().from(users).where(inArray(users.id, ids))).toEqual([]);
    expect(await ctx.app.db.select().from(tickets).where(inArray(tickets.userId, ids))).toEqual([]);
    // Their orders stay, anonymised (orders.user_id is set null), as before.
    expect(
      (await ctx.app.db.select().from(orders).where(eq(orders.email, 'fan@example.com'))).length,
    ).toBeGreaterThan(0);
  });
});
