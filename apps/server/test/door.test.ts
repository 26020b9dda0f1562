import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoorAnswer, DoorEvents, DoorList, SyncAnswer } from '@fanclub/shared/schemas/door';
import { tickets } from '../src/db/schema/commerce';
import { events } from '../src/db/schema/events';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { ticketBody } from './helpers/order-body';
import { signedInMembers } from './helpers/members';
import { signInEveryRole } from './helpers/session';

type Caller = Awaited<ReturnType<typeof signedInMembers>>[number];
interface Mine {
  id: string;
  eventId: string;
  code: string | null;
}

const DAY = 86_400_000;
const buyer = { email: 'door-buyer@example.org', fullName: 'Door Buyer' };
const digest = (code: string) => createHash('sha256').update(code).digest('base64url');

describe(`the door: check-in once, offline list and sync, on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let roles: Awaited<ReturnType<typeof signInEveryRole>>;
  let holder: Caller;
  let friend: Caller;
  let serial = 0;

  async function makeEvent(isVipOnly = false) {
    serial += 1;
    const [row] = await ctx.app.db
      .insert(events)
      .values({
        title: `Door Show ${serial}`,
        eventDate: new Date(Date.now() + 2 * DAY),
        timeZone: 'Europe/Paris',
        venue: 'Le Trianon',
        capacity: 50,
        isVipOnly,
        ticketPriceCents: 2500,
      })
      .returning();
    return row!;
  }
  /** `n` fresh tickets of the holder for a new event, with their codes. */
  async function bought(n: number, isVipOnly = false) {
    const show = await makeEvent(isVipOnly);
    const who = isVipOnly ? roles.vip! : holder;
    const res = await who.post(`/api/events/${show.id}/tickets`, ticketBody(n, buyer));
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await who.get('/api/me/tickets')).json() as Mine[];
    return { show, codes: mine.filter((t) => t.eventId === show.id).map((t) => t.code!) };
  }
  const checkIn = (c: { post: Caller['post'] }, eventId: string, code: string, door = 'Door A') =>
    c.post(`/api/door/events/${eventId}/check-in`, { code, door });
  const answer = async (res: Awaited<ReturnType<typeof checkIn>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DoorAnswer;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    roles = await signInEveryRole(ctx.app, origin, '10.43.0');
    const made = await signedInMembers(ctx.app, origin, 'door', 2);
    [holder, friend] = [made[0]!, made[1]!];
  });
  afterAll(async () => ctx?.close());

  it('is for admin, artist and staff only; staff gets nothing else of the back office', async () => {
    const { show, codes } = await bought(1);
    const urls = [`/api/door/events`, `/api/door/events/${show.id}/list`];
    for (const url of urls) {
      expect((await roles.anonymous!.get(url)).statusCode).toBe(401);
      for (const who of ['fan', 'fanplus', 'vip'] as const)
        expect((await roles[who]!.get(url)).statusCode, `${who} ${url}`).toBe(403);
      for (const who of ['staff', 'artist', 'admin'] as const)
        expect((await roles[who]!.get(url)).statusCode, `${who} ${url}`).toBe(200);
    }
    for (const who of ['fan', 'vip'] as const)
      expect((await checkIn(roles[who]!, show.id, codes[0]!)).statusCode).toBe(403);
    expect((await checkIn(roles.anonymous!, show.id, codes[0]!)).statusCode).toBe(401);
    for (const url of ['/api/admin/events', '/api/admin/members', '/api/admin/orders'])
      expect((await roles.staff!.get(url)).statusCode, url).toBe(403);
    // Still a member: the fan screens' reads work for staff.
    expect((await roles.staff!.get('/api/me/tickets')).statusCode).toBe(200);
    // A refused scan changed nothing.
    expect((await answer(await checkIn(roles.staff!, show.id, codes[0]!))).admitted).toBe(true);
  });

  it('admits a ticket once; the second scan says when and at which door', async () => {
    const { show, codes } = await bought(2, true);
    const first = await answer(await checkIn(roles.staff!, show.id, codes[0]!, 'Door B'));
    expect(first).toMatchObject({ admitted: true, count: 1, label: 'VIP' });
    const again = await answer(await checkIn(roles.admin!, show.id, codes[0]!, 'Door C'));
    expect(again).toMatchObject({ admitted: false, reason: 'used', door: 'Door B' });
    expect(again.admitted === false && again.usedAt).toBe(
      first.admitted === true && first.admittedAt,
    );
    const [row] = await ctx.app.db.select().from(tickets).where(eq(tickets.id, again.ticketId!));
    expect(row).toMatchObject({ door: 'Door B' });
    const counts = (await roles.admin!.get('/api/door/events')).json() as DoorEvents;
    expect(counts.events.find((e) => e.id === show.id)).toMatchObject({ sold: 2, admitted: 1 });
  });

  it('two doors scanning the same ticket at once admit it once', async () => {
    const { show, codes } = await bought(1);
    const answers = await Promise.all(
      ['Door A', 'Door B', 'Door C', 'Door D'].map(async (door, i) =>
        answer(
          await checkIn(
            [roles.staff!, roles.admin!, roles.artist!][i % 3]!,
            show.id,
            codes[0]!,
            door,
          ),
        ),
      ),
    );
    expect(answers.filter((a) => a.admitted)).toHaveLength(1);
    expect(answers.filter((a) => !a.admitted && a.reason === 'used')).toHaveLength(3);
  });

  it('refuses a refunded ticket, another event’s ticket, a forged, a stale and a garbled code', async () => {
    const { show, codes } = await bought(3);
    const other = await bought(1);
    const refundedId = codes[1]!.split('.')[0]!;
    await ctx.app.db.update(tickets).set({ status: 'refunded' }).where(eq(tickets.id, refundedId));
    expect(await answer(await checkIn(roles.staff!, show.id, codes[1]!))).toMatchObject({
      admitted: false,
      reason: 'refunded',
    });
    expect(await answer(await checkIn(roles.staff!, show.id, other.codes[0]!))).toMatchObject({
      admitted: false,
      reason: 'wrongEvent',
      otherEvent: other.show.title,
    });
    const forged = `${codes[0]!.slice(0, -2)}xx`;
    for (const code of [forged, 'not-a-code', 'mg.something'])
      expect(await answer(await checkIn(roles.staff!, show.id, code))).toMatchObject({
        admitted: false,
        reason: 'invalid',
      });
    // A transfer makes the code shown before it worthless.
    const id = codes[2]!.split('.')[0]!;
    expect(
      (await holder.post(`/api/me/tickets/${id}/transfer`, { email: friend.email })).statusCode,
    ).toBe(200);
    expect(await answer(await checkIn(roles.staff!, show.id, codes[2]!))).toMatchObject({
      reason: 'invalid',
    });
    expect((await checkIn(roles.staff!, show.id, codes[0]!, '')).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await checkIn(roles.staff!, missing, codes[0]!)).statusCode).toBe(404);
    expect((await roles.staff!.get('/api/door/events/nope/list')).statusCode).toBe(400);
  });

  it('the offline list holds each code’s digest and its state, never the code', async () => {
    const { show, codes } = await bought(2);
    await answer(await checkIn(roles.staff!, show.id, codes[0]!, 'Door B'));
    const list = (await roles.staff!.get(`/api/door/events/${show.id}/list`)).json() as DoorList;
    expect(list.event).toMatchObject({
      id: show.id,
      timeZone: 'Europe/Paris',
      sold: 2,
      admitted: 1,
    });
    expect(list.tickets.map((t) => t.digest).sort()).toEqual(codes.map(digest).sort());
    expect(JSON.stringify(list)).not.toContain(codes[1]!.split('.')[2]!);
    const used = list.tickets.find((t) => t.digest === digest(codes[0]!));
    expect(used).toMatchObject({ door: 'Door B', status: 'paid' });
    expect(used!.usedAt).not.toBeNull();
  });

  it('syncs offline scans with their own time and door, once each, and reports conflicts', async () => {
    const { show, codes } = await bought(3);
    const sync = (c: Caller | (typeof roles)[string], items: object[]) =>
      c.post(`/api/door/events/${show.id}/sync`, { items });
    // Door A let codes[0] in online; door B, offline, let codes[0] and codes[1] in meanwhile.
    await answer(await checkIn(roles.admin!, show.id, codes[0]!, 'Door A'));
    const scannedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const items = [
      { code: codes[0]!, door: 'Door B', scannedAt },
      { code: codes[1]!, door: 'Door B', scannedAt },
      { code: 'garbage', door: 'Door B', scannedAt },
    ];
    const res = await sync(roles.staff!, items);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json() as SyncAnswer;
    expect(results.map((r) => (r.answer.admitted ? 'in' : r.answer.reason))).toEqual([
      'used',
      'in',
      'invalid',
    ]);
    expect(results[0]!.answer).toMatchObject({ door: 'Door A' });
    const [row] = await ctx.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, codes[1]!.split('.')[0]!));
    expect(row?.usedAt?.toISOString()).toBe(scannedAt);
    expect(row).toMatchObject({ door: 'Door B' });
    // The same batch sent again (its answer was lost): the phone's own scans stay admitted.
    const replay = (await sync(roles.staff!, items)).json() as SyncAnswer;
    expect(replay.results[1]!.answer.admitted).toBe(true);
    // Someone else sending that scan is refused.
    const theft = (await sync(roles.artist!, [items[1]!])).json() as SyncAnswer;
    expect(theft.results[0]!.answer).toMatchObject({ admitted: false, reason: 'used' });
    expect((await sync(roles.staff!, [])).statusCode).toBe(400);
    expect(
      (await sync(roles.staff!, [{ code: codes[2], door: 'B', scannedAt: 'yesterday' }]))
        .statusCode,
    ).toBe(400);
    expect((await sync(roles.fan!, [items[1]!])).statusCode).toBe(403);
  });

  it('an admin makes a member staff, who can then check tickets in', async () => {
    const [member] = await signedInMembers(ctx.app, ctx.config.publicUrl, 'door-new', 1);
    expect((await member!.get('/api/door/events')).statusCode).toBe(403);
    const res = await roles.admin!.patch(`/api/admin/members/${member!.userId}`, { role: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await member!.get('/api/door/events')).statusCode).toBe(200);
    expect((await member!.get('/api/admin/members')).statusCode).toBe(403);
  });
});
