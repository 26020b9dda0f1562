import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxItem, InboxResponse } from '@fanclub/shared/schemas/community';
import { INBOX_PAGE_SIZE } from '@fanclub/shared/schemas/community';
import { users } from '../src/db/schema/auth';
import { inboxItems, postComments, postLikes } from '../src/db/schema/community';
import { posts } from '../src/db/schema/content';
import { profiles } from '../src/db/schema/profiles';
import type { DomainEvents } from '../src/plugins/domain-events';
import { startFakeStripeApi } from './helpers/fake-stripe-api';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signedInMembers } from './helpers/members';
import type { client } from './helpers/session';
import { signIn, signInEveryRole } from './helpers/session';

type Caller = ReturnType<typeof client>;
type Role = 'fan' | 'fanplus' | 'vip' | 'artist' | 'admin';

describe(`the inbox on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const as = {} as Record<Role, Caller>;
  const ids = {} as Record<Role, string>;
  let pager: Caller & { userId: string };
  let other: Caller & { userId: string };

  const db = () => ctx.app.db;
  const emit: DomainEvents['emit'] = (name, payload) => ctx.app.domainEvents.emit(name, payload);
  const itemsOf = (userId: string, groupKey?: string) =>
    db()
      .select()
      .from(inboxItems)
      .where(
        and(
          eq(inboxItems.userId, userId),
          groupKey ? eq(inboxItems.groupKey, groupKey) : undefined,
        ),
      );
  const unread = async (c: Caller) => {
    const res = await c.get('/api/inbox/unread-count');
    expect(res.statusCode).toBe(200);
    return (res.json() as { unread: number }).unread;
  };
  const inbox = async (c: Caller, cursor?: string) => {
    const res = await c.get(`/api/inbox${cursor ? `?cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InboxResponse;
  };

  /** Members who exist in the database only (likers need no session). */
  async function plainMembers(prefix: string, n: number) {
    const rows = Array.from({ length: n }, (_, i) => ({ id: randomUUID(), name: `${prefix}${i}` }));
    await db()
      .insert(users)
      .values(rows.map((r) => ({ id: r.id, name: r.name, email: `${r.name}@example.org` })));
    await db()
      .insert(profiles)
      .values(rows.map((r) => ({ userId: r.id, displayName: r.name })));
    return rows.map((r) => r.id);
  }

  async function newPost(authorId: string, kind: 'artist' | 'fan' = 'fan') {
    const [row] = await db()
      .insert(posts)
      .values({ title: '', body: 'My first song cover!', kind, authorId })
      .returning({ id: posts.id });
    return row!.id;
  }

  async function newComment(postId: string, authorId: string, parentId: string | null = null) {
    const [row] = await db()
      .insert(postComments)
      .values({ postId, authorId, parentId, body: `Comment by ${authorId.slice(0, 4)}` })
      .returning({ id: postComments.id });
    return row!.id;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    Object.assign(as, await signInEveryRole(ctx.app, origin, '10.61.0'));
    for (const role of ['fan', 'fanplus', 'vip', 'artist', 'admin'] as const) {
      const [row] = await db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${role}@example.com`));
      ids[role] = row!.id;
    }
    const two = await signedInMembers(ctx.app, origin, 'inbox', 2);
    pager = two[0]!;
    other = two[1]!;
  });
  afterAll(async () => ctx?.close());

  it('lists newest first in keyset pages that miss and repeat nothing, with the unread count', async () => {
    // 70 items, several sharing a time, so the id decides the order within a millisecond.
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    await db()
      .insert(inboxItems)
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          userId: pager.userId,
          kind: 'order_shipped',
          groupKey: `seed:${i}`,
          title: `Item ${i}`,
          url: '/orders',
          updatedAt: new Date(base + Math.floor(i / 3) * 1000),
          createdAt: new Date(base),
        })),
      );
    const seen: InboxItem[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await inbox(pager, cursor);
      expect(page.unread).toBe(70);
      expect(page.items.length).toBeLessThanOrEqual(INBOX_PAGE_SIZE);
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(70);
    expect(new Set(seen.map((i) => i.id)).size).toBe(70);
    const order = seen.map((i) => `${i.updatedAt}|${i.id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(seen[0]).toMatchObject({
      title: 'Item 69',
      read: false,
      othersCount: 0,
      url: '/orders',
    });
    expect(await unread(pager)).toBe(70);
  });

  it('refuses a cursor that is not one of ours with 400', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('2026-01-01T00:00:00.000Z|not-a-uuid').toString('base64url'),
    ]) {
      const res = await pager.get(`/api/inbox?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'That is not a page cursor.' });
    }
  });

  it('marks one of my items read; someone else’s item is 404 and stays unread', async () => {
    const [mine] = (await inbox(pager)).items;
    const res = await pager.post(`/api/inbox/${mine!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: 69 });
    // Twice is fine: still read, count unchanged.
    expect((await pager.post(`/api/inbox/${mine!.id}/read`)).json()).toEqual({ unread: 69 });
    expect((await inbox(pager)).items.find((i) => i.id === mine!.id)?.read).toBe(true);

    const [theirs] = (await inbox(pager)).items.slice(1);
    const stolen = await other.post(`/api/inbox/${theirs!.id}/read`);
    expect(stolen.statusCode).toBe(404);
    expect((await inbox(pager)).items.find((i) => i.id === theirs!.id)?.read).toBe(false);
    expect((await other.post(`/api/inbox/${randomUUID()}/read`)).statusCode).toBe(404);
    expect((await other.post('/api/inbox/not-an-id/read')).statusCode).toBe(400);
  });

  it('marks all read, and only mine', async () => {
    await emit('order.shipped', { orderId: randomUUID(), userId: other.userId });
    expect(await unread(other)).toBe(1);
    const res = await pager.post('/api/inbox/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: 0 });
    expect((await inbox(pager)).items.every((i) => i.read)).toBe(true);
    expect(await unread(other)).toBe(1);
  });

  it('needs a signed-in member', async () => {
    for (const url of ['/api/inbox', '/api/inbox/unread-count'])
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('tells a fan "The artist replied to you" when the artist answers their comment', async () => {
    const postId = await newPost(ids.artist, 'artist');
    const fanComment = await newComment(postId, ids.vip);
    const reply = await newComment(postId, ids.artist, fanComment);
    await emit('community.comment.published', {
      commentId: reply,
      postId,
      parentId: fanComment,
      authorId: ids.artist,
      byArtist: true,
      postAuthorId: ids.artist,
      parentAuthorId: ids.vip,
    });
    const item = (await inbox(as.vip)).items[0]!;
    expect(item).toMatchObject({
      kind: 'artist_reply',
      title: 'The artist replied to you',
      url: `/home/posts/${postId}#comment-${reply}`,
      read: false,
    });
    expect(item.body).toContain('Comment by');
  });

  it('tells the post’s author and the comment’s author about replies, one item per reply, never themselves', async () => {
    const postId = await newPost(ids.fanplus);
    const before = (await itemsOf(ids.fanplus)).length;
    const top = await newComment(postId, ids.vip);
    const event = {
      commentId: top,
      postId,
      parentId: null,
      authorId: ids.vip,
      byArtist: false,
      postAuthorId: ids.fanplus,
      parentAuthorId: null,
    };
    await emit('community.comment.published', event);
    await emit('community.comment.published', event); // delivered twice: still one item
    const [toAuthor] = await itemsOf(ids.fanplus, `comment:${top}`);
    const vipName = (await db().select().from(profiles).where(eq(profiles.userId, ids.vip)))[0]!
      .displayName;
    expect(toAuthor).toMatchObject({
      kind: 'reply',
      title: `${vipName} replied to your post`,
      url: `/home/posts/${postId}#comment-${top}`,
      actorId: ids.vip,
    });

    // The post's author answers the comment: the commenter hears of it, the author does not.
    const answer = await newComment(postId, ids.fanplus, top);
    await emit('community.comment.published', {
      ...event,
      commentId: answer,
      parentId: top,
      authorId: ids.fanplus,
      parentAuthorId: ids.vip,
    });
    const [toCommenter] = await itemsOf(ids.vip, `comment:${answer}`);
    expect(toCommenter?.kind).toBe('reply');
    expect(toCommenter?.title).toMatch(/ replied to your comment$/);
    expect(await itemsOf(ids.fanplus, `comment:${answer}`)).toHaveLength(0);

    // Commenting on one's own post, or replying to oneself: nothing.
    const own = await newComment(postId, ids.fanplus);
    await emit('community.comment.published', { ...event, commentId: own, authorId: ids.fanplus });
    const self = await newComment(postId, ids.vip, top);
    await emit('community.comment.published', {
      ...event,
      commentId: self,
      parentId: top,
      parentAuthorId: ids.vip,
    });
    expect(await itemsOf(ids.fanplus, `comment:${own}`)).toHaveLength(0);
    expect(await itemsOf(ids.vip, `comment:${self}`)).toHaveLength(0);
    // The vip's reply in a thread under the fanplus's post is still news to the post's author.
    const [onMyPost] = await itemsOf(ids.fanplus, `comment:${self}`);
    expect(onMyPost?.title).toBe(`${vipName} replied on your post`);
    expect((await itemsOf(ids.fanplus)).length).toBe(before + 2);
  });

  it('tells a post’s author when the artist answers a comment under it, and the commenter "The artist replied to you"', async () => {
    const postId = await newPost(ids.fanplus);
    const vipComment = await newComment(postId, ids.vip);
    const reply = await newComment(postId, ids.artist, vipComment);
    await emit('community.comment.published', {
      commentId: reply,
      postId,
      parentId: vipComment,
      authorId: ids.artist,
      byArtist: true,
      postAuthorId: ids.fanplus,
      parentAuthorId: ids.vip,
    });
    const [toCommenter] = await itemsOf(ids.vip, `comment:${reply}`);
    const [toPostAuthor] = await itemsOf(ids.fanplus, `comment:${reply}`);
    expect(toCommenter).toMatchObject({ kind: 'artist_reply', title: 'The artist replied to you' });
    expect(toPostAuthor).toMatchObject({
      kind: 'artist_reply',
      title: 'The artist replied on your post',
      url: `/home/posts/${postId}#comment-${reply}`,
    });
  });

  it('batches likes per post: one row, "and 12 others", unread and on top again at each like', async () => {
    const postId = await newPost(ids.fanplus);
    const likers = await plainMembers(`liker${Date.now() % 100000}x`, 13);
    await db()
      .insert(postLikes)
      .values([...likers, ids.fanplus].map((userId) => ({ postId, userId })));
    // The author's own like says nothing, and all 13 likes handled at once lose no count.
    await emit('community.post.liked', { postId, userId: ids.fanplus, postAuthorId: ids.fanplus });
    expect(await itemsOf(ids.fanplus, `likes:${postId}`)).toHaveLength(0);
    await Promise.all(
      likers.map((userId) =>
        emit('community.post.liked', { postId, userId, postAuthorId: ids.fanplus }),
      ),
    );
    const rows = await itemsOf(ids.fanplus, `likes:${postId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'post_like', othersCount: 12, readAt: null });
    expect(rows[0]!.title).toBe(`${rows[0]!.actorName} and 12 others liked your post`);
    expect(rows[0]!.actorName).toMatch(/^liker/);

    // Read it, put another item above it, then one more like: unread and back on top.
    const id = rows[0]!.id;
    await as.fanplus.post(`/api/inbox/${id}/read`);
    await emit('order.shipped', { orderId: randomUUID(), userId: ids.fanplus });
    const [late] = await plainMembers(`late${Date.now() % 100000}x`, 1);
    await db().insert(postLikes).values({ postId, userId: late! });
    await emit('community.post.liked', { postId, userId: late!, postAuthorId: ids.fanplus });
    const top = (await inbox(as.fanplus)).items[0]!;
    expect(top).toMatchObject({ id, read: false, othersCount: 13, actorName: expect.any(String) });
    expect(top.title).toMatch(/^late.* and 13 others liked your post$/);
    expect(top.url).toBe(`/home/posts/${postId}`);
  });

  it('announces a new event to every member once, from the admin creating it', async () => {
    const res = await as.admin.post('/api/admin/events', {
      title: 'Rooftop Show',
      eventDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      location: 'Los Angeles, CA',
    });
    expect(res.statusCode).toBe(201);
    const eventId = (res.json() as { id: string }).id;
    const members = async () =>
      (
        (await db().execute(sql`select count(*)::int as n from profiles`)).rows[0] as {
          n: number;
        }
      ).n;
    const delivered = async () =>
      (
        await db().execute(
          sql`select count(*)::int as n, count(distinct user_id)::int as d
              from inbox_items where group_key = ${`event:${eventId}`}`,
        )
      ).rows[0] as { n: number; d: number };
    const everyone = await members();
    expect(everyone).toBeGreaterThan(5);
    await vi.waitFor(async () => expect((await delivered()).n).toBe(everyone));
    await emit('event.announced', { eventId, title: 'Rooftop Show', publicAt: null });
    await emit('event.announced', { eventId, title: 'Rooftop Show', publicAt: null });
    expect(await delivered()).toEqual({ n: everyone, d: everyone });
    const [item] = await itemsOf(ids.fan, `event:${eventId}`);
    expect(item).toMatchObject({
      kind: 'event_announced',
      body: 'Rooftop Show',
      url: `/event/${eventId}`,
    });
  });

  it('tells the buyer when an admin marks their order shipped', async () => {
    const [order] = await db()
      .execute<{ id: string }>(
        sql`insert into orders (user_id, email, status, subtotal_cents, total_cents, paid_at)
        values (${ids.vip}, 'vip@example.com', 'paid', 2500, 2500, now()) returning id`,
      )
      .then((r) => r.rows);
    const res = await as.admin.post(`/api/admin/orders/${order!.id}/ship`, {
      carrier: 'USPS',
      trackingNumber: '9400100000000000000000',
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(async () =>
      expect(await itemsOf(ids.vip, `order-shipped:${order!.id}`)).toHaveLength(1),
    );
    const [item] = await itemsOf(ids.vip, `order-shipped:${order!.id}`);
    expect(item).toMatchObject({ kind: 'order_shipped', url: '/orders', readAt: null });
  });

  it('tells the buyer their tickets are ready when the checkout pays them', async () => {
    const [event] = await db()
      .execute<{ id: string }>(
        sql`insert into events (title, event_date, ticket_price_cents, capacity)
        values ('Ticketed Night', now() + interval '20 days', 3000, 50) returning id`,
      )
      .then((r) => r.rows);
    const res = await as.fanplus.post(`/api/events/${event!.id}/tickets`, {
      quantity: 2,
      email: 'fanplus@example.com',
      fullName: 'Demo Buyer',
      cardNumber: '4242 4242 4242 4242',
      expDate: '12/39',
      cvc: '123',
      zipCode: '90028',
      country: 'US',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json() as { orderId: string };
    await vi.waitFor(async () =>
      expect(await itemsOf(ids.fanplus, `tickets:${orderId}`)).toHaveLength(1),
    );
    const [item] = await itemsOf(ids.fanplus, `tickets:${orderId}`);
    expect(item).toMatchObject({
      kind: 'ticket_ready',
      title: 'Your tickets are ready',
      body: 'Ticketed Night',
      url: '/tickets',
    });
  });
});

describe(`the inbox's "tickets ready" after Stripe's page is paid, on ${testDbKind()}`, () => {
  const SECRET = 'whsec_inbox';
  let fake: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;

  /** Stripe's signed event about a Checkout Session (the server re-reads the session itself). */
  const deliver = (sessionId: string) => {
    const payload = JSON.stringify({
      id: `evt_inbox_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', mode: 'payment' } },
    });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  };

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_FANPLUS: 'price_fanplus',
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_API_BASE: fake.base,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('writes the item when the provider says paid, not before, and once', async () => {
    const vip = await signIn(ctx.app, ctx.config.publicUrl, 'vip@example.com', 'fanclub-demo');
    const [event] = await ctx.app.db
      .execute<{ id: string }>(
        sql`insert into events (title, event_date, ticket_price_cents, capacity)
          values ('Hosted Night', now() + interval '20 days', 4000, 10) returning id`,
      )
      .then((r) => r.rows);
    const held = await vip.post(`/api/events/${event!.id}/tickets`, {
      email: 'vip@example.com',
      country: 'US',
      quantity: 1,
    });
    expect(held.statusCode, held.body).toBe(200);
    const { orderId } = held.json() as { orderId: string };
    const items = () =>
      ctx.app.db
        .select()
        .from(inboxItems)
        .where(eq(inboxItems.groupKey, `tickets:${orderId}`));
    expect(await items()).toHaveLength(0);

    const [order] = await ctx.app.db
      .execute<{ session: string }>(
        sql`select checkout_session_id as session from orders where id = ${orderId}`,
      )
      .then((r) => r.rows);
    Object.assign(fake.checkoutSessions.get(order!.session)!, {
      status: 'complete',
      paymentStatus: 'paid',
      card: { brand: 'visa', last4: '4242' },
    });
    expect((await deliver(order!.session)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await items()).toHaveLength(1));
    expect((await deliver(order!.session)).statusCode).toBe(200);
    expect(await items()).toHaveLength(1);
    expect((await items())[0]).toMatchObject({ kind: 'ticket_ready', body: 'Hosted Night' });
  });
});
