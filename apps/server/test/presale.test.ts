import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRESALE_CODE_FULL,
  PRESALE_CODE_INVALID,
  PRESALE_CODE_NEEDED,
  PRESALE_CODE_USED,
  PRESALE_NEEDS_ON_SALE_TIME,
} from '@fanclub/shared/schemas/presale';
import { orders } from '../src/db/schema/commerce';
import { events } from '../src/db/schema/events';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { ticketBody } from './helpers/order-body';
import { signedInMembers } from './helpers/members';
import { client, signIn } from './helpers/session';

type Caller = ReturnType<typeof client>;
const HOUR = 3_600_000;

describe(`VIP presale codes on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let anon: Caller;
  const as: Record<'fan' | 'fanplus' | 'vip' | 'artist' | 'admin', Caller> = {} as never;
  let serial = 0;

  /** An event whose general sale starts in `onSaleInHours`: VIP presale is the 48 h before. */
  async function makeEvent(onSaleInHours: number | null = 24) {
    serial += 1;
    const [row] = await ctx.app.db
      .insert(events)
      .values({
        title: `Presale Show ${serial}`,
        eventDate: new Date(Date.now() + 30 * 24 * HOUR),
        capacity: 100,
        ticketPriceCents: 3000,
        onSaleAt: onSaleInHours === null ? null : new Date(Date.now() + onSaleInHours * HOUR),
      })
      .returning();
    return row!;
  }
  const buy = (c: Caller, eventId: string, presaleCode?: string, quantity = 1) =>
    c.post(`/api/events/${eventId}/tickets`, { ...ticketBody(quantity), presaleCode });
  const codeOf = async (c: Caller, eventId: string): Promise<string> => {
    const mine = (await c.get('/api/me/presale-codes')).json() as {
      eventId: string;
      code: string;
    }[];
    return mine.find((m) => m.eventId === eventId)?.code ?? '';
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    anon = client(ctx.app, origin);
    for (const [i, name] of (['fan', 'fanplus', 'vip', 'artist', 'admin'] as const).entries())
      as[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.41.0.${i + 1}`,
      );
  });
  afterAll(async () => ctx?.close());

  it('gives every VIP member their own code, shown only to them, once the team issues them', async () => {
    const show = await makeEvent();
    expect(
      (await as.fanplus.post(`/api/admin/events/${show.id}/presale/member-codes`)).statusCode,
    ).toBe(403);
    expect((await anon.post(`/api/admin/events/${show.id}/presale/member-codes`)).statusCode).toBe(
      401,
    );
    const issued = await as.artist.post(`/api/admin/events/${show.id}/presale/member-codes`);
    expect(issued.statusCode, issued.body).toBe(200);
    // The demo VIP, artist and admin are VIP members.
    expect(issued.json().issued).toBeGreaterThanOrEqual(3);
    // Issuing again gives nobody a second code.
    const again = (await as.admin.post(`/api/admin/events/${show.id}/presale/member-codes`)).json();
    expect(again).toEqual({ issued: 0, total: issued.json().total });

    const mine = (await as.vip.get('/api/me/presale-codes')).json();
    const code = mine.find((m: { eventId: string }) => m.eventId === show.id);
    expect(code).toMatchObject({
      eventTitle: show.title,
      code: expect.stringMatching(/^VIP-[0-9A-F]{12}$/),
      closesAt: show.onSaleAt!.toISOString(),
      opensAt: new Date(show.onSaleAt!.getTime() - 48 * HOUR).toISOString(),
    });
    expect((await as.fanplus.get('/api/me/presale-codes')).json()).toEqual([]);
    expect((await anon.get('/api/me/presale-codes')).statusCode).toBe(401);
    // Every code differs; nobody else's answer carries the VIP's.
    expect(await codeOf(as.admin, show.id)).not.toBe(code.code);
    const summary = (await as.admin.get(`/api/admin/events/${show.id}/presale`)).json();
    expect(summary).toMatchObject({
      memberCodes: issued.json().total,
      memberCodesUsed: 0,
      shared: [],
    });
    expect(JSON.stringify(summary)).not.toContain(code.code);
    // The event says a code is needed, so the ticket form can ask for it.
    expect((await as.vip.get(`/api/events/${show.id}`)).json().presaleCodes).toBe(true);
  });

  it('sells in the presale only with the buyer’s own code, once; at general sale no code is needed', async () => {
    const show = await makeEvent();
    await as.admin.post(`/api/admin/events/${show.id}/presale/member-codes`);
    const mine = await codeOf(as.vip, show.id);
    const theirs = await codeOf(as.admin, show.id);

    const none = await buy(as.vip, show.id);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(PRESALE_CODE_NEEDED);
    const someoneElses = await buy(as.vip, show.id, theirs);
    expect(someoneElses.statusCode).toBe(403);
    expect(someoneElses.json().message).toBe(PRESALE_CODE_INVALID);
    expect((await buy(as.vip, show.id, 'VIP-000000000000')).json().message).toBe(
      PRESALE_CODE_INVALID,
    );
    const bad = await buy(as.vip, show.id, 'no spaces!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('presaleCode');
    // Below VIP the presale is shut whatever the code (the early window is VIP's).
    expect((await buy(as.fanplus, show.id, mine)).statusCode).toBe(403);

    const ok = await buy(as.vip, show.id, mine.toLowerCase(), 2);
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await buy(as.vip, show.id, mine);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PRESALE_CODE_USED);
    expect(
      (await as.admin.get(`/api/admin/events/${show.id}/presale`)).json().memberCodesUsed,
    ).toBe(1);

    // General sale: the presale is over and nobody needs a code.
    await ctx.app.db
      .update(events)
      .set({ onSaleAt: new Date(Date.now() - HOUR) })
      .where(eq(events.id, show.id));
    expect((await buy(as.vip, show.id)).statusCode).toBe(200);
    expect((await buy(as.fan, show.id)).statusCode).toBe(200);
  });

  it('lets a shared code serve at most its cap of members, even all at once', async () => {
    const show = await makeEvent();
    const created = await as.artist.post(`/api/admin/events/${show.id}/presale/shared-codes`, {
      code: 'tour-2027',
      maxUses: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'TOUR-2027', maxUses: 3, used: 0 });
    const clash = await as.admin.post(`/api/admin/events/${show.id}/presale/shared-codes`, {
      code: 'TOUR-2027',
      maxUses: 1,
    });
    expect(clash.statusCode).toBe(409);
    for (const maxUses of [0, 100_001, 2.5, 'many'])
      expect(
        (await as.admin.post(`/api/admin/events/${show.id}/presale/shared-codes`, { maxUses }))
          .statusCode,
      ).toBe(400);

    const vips = await signedInMembers(ctx.app, ctx.config.publicUrl, `presale${serial}`, 8, 'vip');
    const answers = await Promise.all(vips.map((v) => buy(v, show.id, 'Tour-2027')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(PRESALE_CODE_FULL);
    const summary = (await as.admin.get(`/api/admin/events/${show.id}/presale`)).json();
    expect(summary.shared).toEqual([
      { id: created.json().id, code: 'TOUR-2027', maxUses: 3, used: 3 },
    ]);

    // A use whose order was cancelled (an expired payment page) gives the place back.
    const winner = answers.findIndex((a) => a.statusCode === 200);
    await ctx.app.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, answers[winner]!.json().orderId));
    const loser = answers.findIndex((a) => a.statusCode === 409);
    expect((await buy(vips[loser]!, show.id, 'TOUR-2027')).statusCode).toBe(200);

    // Deleting the last code ends the need for one.
    expect(
      (
        await as.fan.inject({
          method: 'DELETE',
          url: `/api/admin/events/${show.id}/presale/shared-codes/${created.json().id}`,
        })
      ).statusCode,
    ).toBe(403);
    const gone = await as.admin.inject({
      method: 'DELETE',
      url: `/api/admin/events/${show.id}/presale/shared-codes/${created.json().id}`,
    });
    expect(gone.statusCode).toBe(204);
    expect((await buy(as.vip, show.id)).statusCode).toBe(200);
  });

  it('needs an on-sale time, and records each issue in the audit log', async () => {
    const open = await makeEvent(null);
    const refused = await as.admin.post(`/api/admin/events/${open.id}/presale/member-codes`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRESALE_NEEDS_ON_SALE_TIME);
    expect((await as.admin.get('/api/admin/events/not-an-id/presale')).statusCode).toBe(404);

    const show = await makeEvent();
    await as.admin.post(`/api/admin/events/${show.id}/presale/member-codes`);
    const { rows } = await ctx.app.db.execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${show.id}`,
    );
    expect(rows.map((r) => r.action)).toEqual(['event.presale_codes_issued']);
  });
});
