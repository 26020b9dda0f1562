import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EngagementInsights,
  MembersInsights,
  RevenueInsights,
} from '@fanclub/shared/schemas/insights';
import { payments, subscriptions } from '../src/db/schema/billing';
import { orderItems, orders, tickets } from '../src/db/schema/commerce';
import { events } from '../src/db/schema/events';
import { products } from '../src/db/schema/shop';
import { liveHeartBuckets, liveStreams } from '../src/db/schema/live';
import { trackLikes, tracks } from '../src/db/schema/music';
import { posts } from '../src/db/schema/content';
import { postComments } from '../src/db/schema/community';
import { eq, sql } from 'drizzle-orm';
import { insightsRepository } from '../src/features/insights/repository';
import { revenueOf } from '../src/features/insights/revenue';
import { spanOf } from '../src/features/insights/service';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { createMembers } from './helpers/members';
import { signInEveryRole } from './helpers/session';

// Known records in the first quarter of 2024 (long before the demo seed's own rows), and the
// figures they make, worked out by hand.
const RANGE = '?from=2024-01-01&to=2024-03-31';
const at = (iso: string) => new Date(`${iso}Z`);

describe(`insights sum the real records, on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let roles: Awaited<ReturnType<typeof signInEveryRole>>;
  let ids: {
    eventId: string;
    streamId: string;
    tee: number;
    vinyl: number;
    track: string;
    march: string;
    january: string;
    buyer: string;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    roles = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.77.0');
    const db = ctx.app.db;
    const m = (await createMembers(ctx.app, 'insights', 8)).map((r) => r.id);
    const sub = (
      userId: string,
      tier: 'fanplus' | 'vip',
      status: 'active' | 'canceled' | 'incomplete',
      created: string,
      updated = created,
    ) => ({
      userId,
      provider: 'demo' as const,
      providerSubscriptionId: `sub_${randomUUID()}`,
      tier,
      status,
      currentPeriodStart: at(created),
      currentPeriodEnd: at(created),
      createdAt: at(created),
      updatedAt: at(updated),
    });
    await db
      .insert(subscriptions)
      .values([
        sub(m[0]!, 'fanplus', 'active', '2023-12-10T10:00:00'),
        sub(m[1]!, 'vip', 'canceled', '2023-12-15T10:00:00', '2024-02-10T10:00:00'),
        sub(m[2]!, 'fanplus', 'active', '2024-01-20T10:00:00'),
        sub(m[3]!, 'vip', 'active', '2024-02-05T10:00:00'),
        sub(m[4]!, 'fanplus', 'canceled', '2024-03-01T10:00:00', '2024-03-20T10:00:00'),
        sub(m[5]!, 'vip', 'incomplete', '2024-01-05T10:00:00'),
        sub(m[6]!, 'vip', 'active', '2024-04-10T10:00:00'),
      ]);
    await db.insert(payments).values([
      {
        userId: m[0]!,
        amountCents: 999,
        description: 'Fan+',
        createdAt: at('2024-01-10T00:00:00'),
      },
      {
        userId: m[1]!,
        amountCents: 1999,
        description: 'VIP',
        createdAt: at('2024-02-10T00:00:00'),
      },
      {
        userId: m[0]!,
        amountCents: 999,
        description: 'Fan+',
        createdAt: at('2023-12-10T00:00:00'),
      },
    ]);
    const [tee, vinyl] = await db
      .insert(products)
      .values([
        {
          slug: 'ins-tee',
          name: 'Insights Tee',
          kind: 'tee',
          priceCents: 2500,
          colour: 'Black',
          description: '',
        },
        {
          slug: 'ins-vinyl',
          name: 'Insights Vinyl',
          kind: 'vinyl',
          priceCents: 3000,
          colour: 'Black',
          description: '',
        },
      ])
      .returning();
    const [show, old] = await db
      .insert(events)
      .values([
        {
          title: 'Insights Show',
          eventDate: at('2024-02-20T20:00:00'),
          capacity: 100,
          ticketPriceCents: 5000,
        },
        { title: 'Old Show', eventDate: at('2023-11-01T20:00:00'), capacity: 10 },
      ])
      .returning();
    const order = (
      status: 'paid' | 'pending' | 'shipped',
      paid: string,
      total: number,
      discount = 0,
    ) => ({
      userId: m[7]!,
      email: 'buyer@example.org',
      status,
      subtotalCents: total + discount,
      discountCents: discount,
      totalCents: total,
      createdAt: at(paid),
      paidAt: status === 'pending' ? null : at(paid),
    });
    const [o1, o2, o3] = await db
      .insert(orders)
      .values([
        order('paid', '2024-01-15T12:00:00', 9500, 500),
        order('pending', '2024-01-20T12:00:00', 2500),
        order('shipped', '2024-03-05T12:00:00', 3000),
      ])
      .returning();
    await db.insert(orderItems).values([
      {
        orderId: o1!.id,
        productId: tee!.id,
        name: 'Insights Tee',
        unitPriceCents: 2500,
        quantity: 2,
      },
      {
        orderId: o1!.id,
        kind: 'ticket',
        eventId: show!.id,
        name: 'Insights Show',
        unitPriceCents: 5000,
        quantity: 1,
      },
      {
        orderId: o2!.id,
        productId: tee!.id,
        name: 'Insights Tee',
        unitPriceCents: 2500,
        quantity: 1,
      },
      {
        orderId: o3!.id,
        productId: vinyl!.id,
        name: 'Insights Vinyl',
        unitPriceCents: 3000,
        quantity: 1,
      },
    ]);
    const ticket = (status: 'paid' | 'pending' | 'refunded') => ({
      eventId: show!.id,
      userId: m[7]!,
      quantity: 1,
      status,
    });
    await db
      .insert(tickets)
      .values([
        ticket('paid'),
        ticket('paid'),
        ticket('paid'),
        ticket('pending'),
        ticket('refunded'),
      ]);
    await db.insert(tickets).values({ eventId: old!.id, userId: m[7]!, quantity: 1 });
    const [stream] = await db
      .insert(liveStreams)
      .values({
        userId: m[0]!,
        title: 'Insights Live',
        streamKey: `key_${randomUUID()}`,
        isActive: false,
        peakViewers: 42,
        startedAt: at('2024-02-01T10:00:00'),
        endedAt: at('2024-02-01T11:30:00'),
      })
      .returning();
    await db.insert(liveHeartBuckets).values([
      { streamId: stream!.id, at: at('2024-02-01T10:05:00'), count: 5 },
      { streamId: stream!.id, at: at('2024-02-01T10:06:00'), count: 7 },
    ]);
    const [t1, t2] = await db
      .insert(tracks)
      .values([
        { slug: 'ins-one', title: 'Insights One', durationSeconds: 180 },
        { slug: 'ins-two', title: 'Insights Two', durationSeconds: 200 },
      ])
      .returning();
    await db.insert(trackLikes).values([
      { userId: m[0]!, trackId: t1!.id, createdAt: at('2024-01-03T00:00:00') },
      { userId: m[1]!, trackId: t1!.id, createdAt: at('2024-03-03T00:00:00') },
      { userId: m[2]!, trackId: t1!.id, createdAt: at('2023-12-03T00:00:00') },
      { userId: m[3]!, trackId: t2!.id, createdAt: at('2024-02-03T00:00:00') },
    ]);
    const [p1] = await db
      .insert(posts)
      .values([
        { body: 'Hello', kind: 'fan', authorId: m[0]!, createdAt: at('2024-01-07T09:00:00') },
        {
          body: 'Gone',
          kind: 'fan',
          authorId: m[0]!,
          createdAt: at('2024-01-07T09:00:00'),
          deletedAt: at('2024-01-08T00:00:00'),
        },
      ])
      .returning();
    const comment = (status: 'published' | 'hidden') => ({
      postId: p1!.id,
      authorId: m[1]!,
      body: 'Hi',
      status,
      createdAt: at('2024-01-08T09:00:00'),
    });
    await db
      .insert(postComments)
      .values([comment('published'), comment('published'), comment('hidden')]);
    ids = {
      march: o3!.id,
      january: o1!.id,
      buyer: m[7]!,
      eventId: show!.id,
      streamId: stream!.id,
      tee: tee!.id,
      vinyl: vinyl!.id,
      track: t1!.id,
    };
  });
  afterAll(async () => ctx?.close());

  const read = async <T>(who: string, path: string) => {
    const res = await roles[who]!.get(`/api/admin/insights/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  it('members: MRR, paying, new, cancelled and churn equal the subscriptions', async () => {
    const m = await read<MembersInsights>('admin', `members${RANGE}`);
    expect(m).toMatchObject({
      from: '2024-01-01',
      to: '2024-03-31',
      payingAtStart: 2,
      newMembers: 3,
      cancelledMembers: 2,
      churnRate: 1,
      payingMembers: 3,
      mrrCents: 2 * 999 + 1999,
    });
    expect(m.weeks[0]).toEqual({
      week: '2024-01-01',
      fanplus: 1,
      vip: 1,
      newMembers: 0,
      cancelledMembers: 0,
    });
    expect(m.weeks.find((w) => w.week === '2024-01-15')).toMatchObject({
      fanplus: 2,
      vip: 1,
      newMembers: 1,
    });
    expect(m.weeks.find((w) => w.week === '2024-02-05')).toMatchObject({
      fanplus: 2,
      vip: 1,
      newMembers: 1,
      cancelledMembers: 1,
    });
    expect(m.weeks.at(-1)).toMatchObject({ week: '2024-03-25', fanplus: 2, vip: 1 });
    expect(m.weeks).toHaveLength(13);
  });

  it('revenue: months, top products and ticket sell-through equal payments, orders and tickets', async () => {
    const r = await read<RevenueInsights>('artist', `revenue${RANGE}`);
    expect(r.months).toEqual([
      { month: '2024-01', subscriptionsCents: 999, merchCents: 4500, ticketsCents: 5000 },
      { month: '2024-02', subscriptionsCents: 1999, merchCents: 0, ticketsCents: 0 },
      { month: '2024-03', subscriptionsCents: 0, merchCents: 3000, ticketsCents: 0 },
    ]);
    expect(r.topProducts).toEqual([
      { productId: ids.tee, name: 'Insights Tee', units: 2, revenueCents: 5000 },
      { productId: ids.vinyl, name: 'Insights Vinyl', units: 1, revenueCents: 3000 },
    ]);
    expect(r.events.find((e) => e.eventId === ids.eventId)).toEqual({
      eventId: ids.eventId,
      title: 'Insights Show',
      eventDate: '2024-02-20T20:00:00.000Z',
      sold: 3,
      capacity: 100,
      revenueCents: 5000,
    });
    expect(r.events.some((e) => e.title === 'Old Show')).toBe(false);
  });

  it('revenue: kept closed months equal the records, and a change to a record recomputes its month', async () => {
    const db = ctx.app.db;
    const live = async (from: string, to: string) => {
      const repo = insightsRepository(db);
      const span = spanOf({ from, to });
      return revenueOf(await repo.paymentMonths(span), await repo.orderMonths(span), 10);
    };
    const served = async (from: string, to: string) => {
      const r = await read<RevenueInsights>('admin', `revenue?from=${from}&to=${to}`);
      return { months: r.months, topProducts: r.topProducts };
    };
    // A range with open ends (10 January, 10 March) around one kept month (February).
    expect(await served('2024-01-10', '2024-03-10')).toEqual(
      await live('2024-01-10', '2024-03-10'),
    );
    const kept = await db.execute(
      sql`select to_char(month, 'YYYY-MM') as m from insights_closed_months order by 1`,
    );
    expect(kept.rows.map((r) => r.m)).toEqual(
      expect.arrayContaining(['2024-01', '2024-02', '2024-03']),
    );
    const quarter = async () => served('2024-01-01', '2024-03-31');
    expect(await quarter()).toEqual(await live('2024-01-01', '2024-03-31'));
    // An order cancelled in a closed month and a late payment dated in one: both months are read again.
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids.march));
    await db.insert(payments).values({
      userId: ids.buyer,
      amountCents: 999,
      description: 'Fan+ (late webhook)',
      createdAt: at('2024-02-20T00:00:00'),
    });
    try {
      const after = await quarter();
      expect(after).toEqual(await live('2024-01-01', '2024-03-31'));
      expect(after.months.find((m) => m.month === '2024-02')?.subscriptionsCents).toBe(1999 + 999);
      expect(after.months.some((m) => m.month === '2024-03')).toBe(false);
    } finally {
      await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, ids.march));
      await db.delete(payments).where(eq(payments.description, 'Fan+ (late webhook)'));
    }
    expect(await quarter()).toEqual(await live('2024-01-01', '2024-03-31'));
  });

  it("revenue: an event's ticket money is kept by month and follows a cancelled or new order", async () => {
    const db = ctx.app.db;
    const show = async () =>
      (await read<RevenueInsights>('admin', `revenue${RANGE}`)).events.find(
        (e) => e.eventId === ids.eventId,
      )?.revenueCents;
    expect(await show()).toBe(5000);
    const january = await db.execute(
      sql`select lines from insights_closed_months where month = '2024-01-01'`,
    );
    expect(january.rows[0]?.lines).toContainEqual(
      expect.objectContaining({ kind: 'ticket', eventId: ids.eventId, units: 1, cents: 5000 }),
    );
    // The ticket's order cancelled (a closed month), then two more seats paid now (the open month).
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, ids.january));
    const [late] = await db
      .insert(orders)
      .values({
        userId: ids.buyer,
        email: 'buyer@example.org',
        status: 'paid',
        subtotalCents: 10000,
        totalCents: 10000,
        paidAt: new Date(),
      })
      .returning();
    try {
      expect(await show()).toBe(0);
      await db.insert(orderItems).values({
        orderId: late!.id,
        kind: 'ticket',
        eventId: ids.eventId,
        name: 'Insights Show',
        unitPriceCents: 5000,
        quantity: 2,
      });
      expect(await show()).toBe(10000);
    } finally {
      await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, ids.january));
      await db.delete(orderItems).where(eq(orderItems.orderId, late!.id));
      await db.delete(orders).where(eq(orders.id, late!.id));
    }
    expect(await show()).toBe(5000);
  });

  it('engagement: streams, tracks and community equal the live, music and community records', async () => {
    const e = await read<EngagementInsights>('admin', `engagement${RANGE}`);
    expect(e.streams).toEqual([
      {
        streamId: ids.streamId,
        title: 'Insights Live',
        startedAt: '2024-02-01T10:00:00.000Z',
        minutes: 90,
        peakViewers: 42,
        hearts: 12,
      },
    ]);
    expect(e.tracks).toEqual([
      { trackId: ids.track, title: 'Insights One', likes: 2 },
      expect.objectContaining({ title: 'Insights Two', likes: 1 }),
    ]);
    expect(e.community).toEqual([
      { week: '2024-01-01', posts: 1, comments: 0 },
      { week: '2024-01-08', posts: 0, comments: 2 },
    ]);
  });

  it('refuses fans and guests, and bad or too long ranges with a message', async () => {
    expect((await roles.anonymous!.get(`/api/admin/insights/members${RANGE}`)).statusCode).toBe(
      401,
    );
    for (const who of ['fan', 'fanplus', 'vip', 'staff'])
      expect((await roles[who]!.get(`/api/admin/insights/revenue${RANGE}`)).statusCode, who).toBe(
        403,
      );
    for (const q of [
      '?from=2024-13-01',
      '?from=2024-03-01&to=2024-01-01',
      '?from=2020-01-01&to=2024-01-01',
      '?to=yesterday',
    ]) {
      const res = await roles.admin!.get(`/api/admin/insights/members${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(/date|range/);
    }
    const dflt = await read<MembersInsights>('admin', 'members');
    expect(Date.parse(dflt.to) - Date.parse(dflt.from)).toBe(89 * 86_400_000);
  });
});
