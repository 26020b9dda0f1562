import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEventDateLong } from '@fanclub/shared/format';
import { events } from '../src/db/schema/events';
import { serverText } from '../src/lib/i18n/server-texts';
import { urlSigner } from '../src/lib/signed-url';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { TEST_CARD, ticketBody } from './helpers/order-body';
import { client, signIn } from './helpers/session';

type Caller = ReturnType<typeof client>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const order = (quantity: number, cardNumber = TEST_CARD.cardNumber) =>
  ticketBody(quantity, { cardNumber });

describe(`event tickets on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let anon: Caller;
  const members: Record<'fan' | 'fanplus' | 'vip' | 'artist' | 'admin', Caller> = {} as never;
  let serial = 0;

  async function makeEvent(
    o: {
      inDays?: number;
      capacity?: number | null;
      isVipOnly?: boolean;
      onSaleInHours?: number;
      price?: number;
      ticketsPerMember?: number;
    } = {},
  ) {
    serial += 1;
    const [row] = await ctx.app.db
      .insert(events)
      .values({
        title: `Test Show ${serial}`,
        eventDate: new Date(Date.now() + (o.inDays ?? 30) * DAY),
        venue: 'The Echo',
        location: 'Los Angeles, CA',
        capacity: o.capacity === undefined ? 100 : o.capacity,
        isVipOnly: o.isVipOnly ?? false,
        onSaleAt:
          o.onSaleInHours === undefined ? null : new Date(Date.now() + o.onSaleInHours * HOUR),
        ticketPriceCents: o.price ?? 5000,
        ticketsPerMember: o.ticketsPerMember ?? null,
      })
      .returning();
    return row!;
  }
  const buy = (c: Caller, eventId: string, body: object) =>
    c.post(`/api/events/${eventId}/tickets`, body);
  const count = async (table: 'orders' | 'tickets') =>
    (
      (await ctx.app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))
        .rows[0] as { n: number }
    ).n;

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    anon = client(ctx.app, origin);
    for (const [i, name] of (['fan', 'fanplus', 'vip', 'artist', 'admin'] as const).entries()) {
      members[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.40.0.${i + 1}`,
      );
    }
  });
  afterAll(async () => ctx?.close());

  it('needs a signed-in member: 401 before anything else', async () => {
    const show = await makeEvent();
    expect((await buy(anon, show.id, order(1))).statusCode).toBe(401);
    expect((await buy(anon, show.id, {})).statusCode).toBe(401);
    expect((await anon.get('/api/me/tickets')).statusCode).toBe(401);
  });

  it('sells 1 to 10 whole tickets at the event’s price, recorded as an order and a ticket', async () => {
    const show = await makeEvent({ price: 4500 });
    for (const quantity of [0, 11, 2.5, -1, '2']) {
      const res = await buy(members.fan, show.id, order(quantity as number));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('quantity');
    }
    const res = await buy(members.fan, show.id, { ...order(10), priceCents: 1, totalCents: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quantity: 10, totalCents: 45_000 });
    expect(res.json().ticketIds).toHaveLength(10);
    const placed = (await members.fan.get(`/api/orders/${res.json().orderId}`)).json();
    expect(placed).toMatchObject({
      status: 'paid',
      totalCents: 45_000,
      discountCents: 0,
      shipping: null,
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(placed.items).toEqual([
      {
        kind: 'ticket',
        productId: null,
        eventId: show.id,
        name: 'Test Show 2 ticket',
        colour: null,
        size: null,
        quantity: 10,
        unitPriceCents: 4500,
      },
    ]);
    const mine = (await members.fan.get('/api/me/tickets')).json();
    expect(mine).toContainEqual(
      expect.objectContaining({
        id: res.json().ticketId,
        eventId: show.id,
        eventTitle: 'Test Show 2',
        venue: 'The Echo',
        quantity: 1,
        status: 'paid',
      }),
    );
    expect(
      (await members.vip.get('/api/me/tickets')).json().map((t: { id: string }) => t.id),
    ).not.toContain(res.json().ticketId);
    expect((await buy(members.fan, 'no-such-event', order(1))).statusCode).toBe(404);
  });

  it('gives each ticket a code signed by the server, for the QR code at the door', async () => {
    const [ticket] = (await members.fan.get('/api/me/tickets'))
      .json()
      .filter((t: { eventTitle: string }) => t.eventTitle === 'Test Show 2');
    const [id, exp, sig] = ticket.code.split('.');
    const signer = urlSigner(ctx.app.appSecret, 'ticket');
    // Signed for this ticket and its holder (a transfer makes it invalid).
    const fan = await ctx.app.db.execute(sql`select id from users where email = 'fan@example.com'`);
    const holder = `${id}:${(fan.rows[0] as { id: string }).id}`;
    expect(id).toBe(ticket.id);
    expect(signer.verify(holder, Number(exp), sig)).toBe(true);
    expect(
      signer.verify(holder, Number(exp), `${sig.slice(0, -1)}A`) &&
        signer.verify(holder, Number(exp), `${sig.slice(0, -1)}B`),
    ).toBe(false);
    expect(urlSigner('another-secret', 'ticket').verify(holder, Number(exp), sig)).toBe(false);
  });

  it('lists the newest purchase first; a show that is over keeps its ticket but no door code', async () => {
    const older = await makeEvent({ inDays: 5 });
    const newer = await makeEvent({ inDays: 9 });
    const first = (await buy(members.fanplus, older.id, order(1))).json();
    const second = (await buy(members.fanplus, newer.id, order(1))).json();
    // The first show is over now (moved into the past, as time would).
    await ctx.app.db
      .update(events)
      .set({ eventDate: new Date(Date.now() - DAY) })
      .where(eq(events.id, older.id));
    const mine = (await members.fanplus.get('/api/me/tickets')).json() as {
      id: string;
      past: boolean;
      code: string | null;
      purchasedAt: string;
    }[];
    const ids = mine.map((t) => t.id);
    expect(ids.indexOf(second.ticketId)).toBeLessThan(ids.indexOf(first.ticketId));
    expect(mine.find((t) => t.id === first.ticketId)).toMatchObject({ past: true, code: null });
    expect(mine.find((t) => t.id === second.ticketId)).toMatchObject({
      past: false,
      code: expect.any(String),
    });
  });

  it('refuses past events with 409', async () => {
    const past = await makeEvent({ inDays: -3 });
    const res = await buy(members.vip, past.id, order(1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This event has already happened.');
  });

  it('sells VIP-only events to VIP members only', async () => {
    const vipOnly = await makeEvent({ isVipOnly: true });
    for (const who of ['fan', 'fanplus'] as const) {
      const res = await buy(members[who], vipOnly.id, order(1));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'This event is for VIP members. Upgrade to VIP to get tickets.',
      );
    }
    for (const who of ['vip', 'artist', 'admin'] as const)
      expect((await buy(members[who], vipOnly.id, order(1))).statusCode).toBe(200);
  });

  it('opens sales to VIP members 48 hours before the on-sale time, and to everyone at it', async () => {
    const soon = await makeEvent({ onSaleInHours: 24 });
    const fanTry = await buy(members.fan, soon.id, order(1));
    expect(fanTry.statusCode).toBe(403);
    expect(fanTry.json().message).toMatch(/^Tickets go on sale \w+day, .+ at .+\.$/);
    // In the fan's language, the date written the Korean way, in the event's zone, named.
    const fanKo = await members.fan.post(`/api/events/${soon.id}/tickets`, order(1), {
      'accept-language': 'ko-KR',
    });
    expect(fanKo.json().message).toBe(
      serverText('ko', 'ticketsOnSaleAt', {
        date: formatEventDateLong(soon.onSaleAt!.toISOString(), soon.timeZone, 'ko'),
      }),
    );
    expect(fanKo.json().message).toMatch(/^티켓은 \d{4}년 .+ (PDT|PST|GMT-[78])에 /);
    expect((await buy(members.vip, soon.id, order(1))).statusCode).toBe(200);

    const later = await makeEvent({ onSaleInHours: 72 });
    const early = await buy(members.vip, later.id, order(1));
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/^Tickets go on sale /);

    const open = await makeEvent({ onSaleInHours: -1 });
    expect((await buy(members.fan, open.id, order(1))).statusCode).toBe(200);
  });

  it('sells once per Idempotency-Key: a retried purchase returns the same order and ticket', async () => {
    const show = await makeEvent({ capacity: 10 });
    const headers = { 'idempotency-key': 'ticket-retry-key-000001' };
    const first = await members.fan.post(`/api/events/${show.id}/tickets`, order(4), headers);
    expect(first.statusCode, first.body).toBe(200);
    const again = await Promise.all(
      [1, 2].map(() => members.fan.post(`/api/events/${show.id}/tickets`, order(4), headers)),
    );
    for (const res of again) expect(res.json()).toEqual(first.json());
    const sold = await ctx.app.db.execute(
      sql`select coalesce(sum(quantity), 0)::int as n from tickets where event_id = ${show.id}`,
    );
    expect((sold.rows[0] as { n: number }).n).toBe(4);
    // Another member cannot reuse it.
    expect(
      (await members.vip.post(`/api/events/${show.id}/tickets`, order(1), headers)).statusCode,
    ).toBe(409);
    // Nor can the buyer, for another quantity or another event: that is a new purchase, not a retry.
    const more = await members.fan.post(`/api/events/${show.id}/tickets`, order(2), headers);
    expect(more.statusCode).toBe(422);
    expect(more.json().message).toMatch(
      /Idempotency-Key was already used for a different checkout/,
    );
    const other = await makeEvent({ capacity: 10 });
    expect(
      (await members.fan.post(`/api/events/${other.id}/tickets`, order(4), headers)).statusCode,
    ).toBe(422);
    expect((sold.rows[0] as { n: number }).n).toBe(4);
  });

  it('enforces capacity, saying how many are left', async () => {
    const small = await makeEvent({ capacity: 5 });
    expect((await buy(members.fan, small.id, order(3))).statusCode).toBe(200);
    const tooMany = await buy(members.fanplus, small.id, order(3));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Sorry, only 2 tickets are left.');
    expect((await buy(members.fanplus, small.id, order(1))).statusCode).toBe(200);
    expect((await buy(members.vip, small.id, order(2))).json().message).toBe(
      'Sorry, only 1 ticket is left.',
    );
    expect((await buy(members.vip, small.id, order(1))).statusCode).toBe(200);
    expect((await buy(members.vip, small.id, order(1))).json().message).toBe(
      'Sorry, this event is sold out.',
    );
  });

  it('never oversells when many buy the last seats at once', async () => {
    const rush = await makeEvent({ capacity: 10 });
    const buyers = [members.fan, members.fanplus, members.vip, members.artist, members.admin];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => buy(buyers[i % buyers.length]!, rush.id, order(2))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const sold = (
      await ctx.app.db.execute(
        sql`select coalesce(sum(quantity), 0)::int as n from tickets where event_id = ${rush.id} and status = 'paid'`,
      )
    ).rows[0] as { n: number };
    expect(sold.n).toBe(10);
  });

  // Fair ticket sales (issue 30): the event's cap per member counts every order of theirs.
  it('keeps one member within the event cap across orders, and says how many are left', async () => {
    const show = await makeEvent({ ticketsPerMember: 4 });
    expect((await buy(members.fanplus, show.id, order(3))).statusCode).toBe(200);
    const over = await buy(members.fanplus, show.id, order(2));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Each member may buy up to 4 tickets for this event; you can buy 1 ticket more.',
    );
    expect((await buy(members.fanplus, show.id, order(1))).statusCode).toBe(200);
    expect((await buy(members.fanplus, show.id, order(1))).json().message).toBe(
      'You have bought the most tickets one member may buy for this event (4 tickets).',
    );
    // Another member has their own four; the event says its cap to everyone.
    expect((await buy(members.vip, show.id, order(4))).statusCode).toBe(200);
    expect((await anon.get(`/api/events/${show.id}`)).json().ticketsPerMember).toBe(4);
    // The admin sets it from 1 to 50, or leaves it out.
    const zero = await members.admin.post('/api/admin/events', {
      title: 'No Seats For Anyone',
      eventDate: new Date(Date.now() + 30 * DAY).toISOString(),
      ticketsPerMember: 0,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(
      'Enter a whole number of tickets per member, from 1 to 50.',
    );
  });

  it('one member buying from many tabs at once stays within the cap', async () => {
    const show = await makeEvent({ ticketsPerMember: 3, capacity: 100 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buy(members.admin, show.id, order(1))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });

  it('a declined card answers 402 and changes nothing', async () => {
    const show = await makeEvent({ capacity: 3 });
    const before = [await count('orders'), await count('tickets')];
    const res = await buy(members.fan, show.id, order(3, '4000 0000 0000 0002'));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect([await count('orders'), await count('tickets')]).toEqual(before);
    expect((await buy(members.fan, show.id, order(3))).statusCode).toBe(200);
  });

  it('counts past shows as Events Attended, and never counts tickets as Merch Items', async () => {
    const fanplus = members.fanplus;
    const before = (await fanplus.get('/api/me/stats')).json();
    const show = await makeEvent();
    expect((await buy(fanplus, show.id, order(4))).statusCode).toBe(200);
    expect((await fanplus.get('/api/me/stats')).json()).toEqual(before);
    await ctx.app.db.execute(
      sql`update events set event_date = now() - interval '1 day' where id = ${show.id}`,
    );
    expect((await fanplus.get('/api/me/stats')).json()).toEqual({
      ...before,
      eventsAttended: before.eventsAttended + 1,
    });
    // The seeded demo fan's history still reads 3 shows and 2 merch items.
    expect((await members.fan.get('/api/me/stats')).json()).toMatchObject({
      eventsAttended: 3,
      merchItems: 2,
    });
  });
});
