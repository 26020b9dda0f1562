import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxItems } from '../src/db/schema/community';
import { events } from '../src/db/schema/events';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { ticketBody } from './helpers/order-body';
import { signedInMembers } from './helpers/members';
import { signInEveryRole } from './helpers/session';

type Caller = Awaited<ReturnType<typeof signedInMembers>>[number];
interface Mine {
  id: string;
  code: string | null;
  quantity: number;
  used: boolean;
}

const DAY = 86_400_000;
const buyer = { email: 'holder@example.org', fullName: 'Ticket Holder' };

describe(`one QR per admission, transfers and the door on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let roles: Awaited<ReturnType<typeof signInEveryRole>>;
  let holder: Caller;
  let friend: Caller;
  let stranger: Caller;
  let serial = 0;

  async function makeEvent(isVipOnly = false) {
    serial += 1;
    const [row] = await ctx.app.db
      .insert(events)
      .values({
        title: `Admission Show ${serial}`,
        eventDate: new Date(Date.now() + 20 * DAY),
        venue: 'The Echo',
        location: 'Los Angeles, CA',
        capacity: 50,
        isVipOnly,
        ticketPriceCents: 3000,
      })
      .returning();
    return row!;
  }
  const mine = async (c: { get: Caller['get'] }) =>
    (await c.get('/api/me/tickets')).json() as Mine[];
  const transfer = (c: { post: Caller['post'] }, id: string, email: string) =>
    c.post(`/api/me/tickets/${id}/transfer`, { email });
  const verify = (c: { post: Caller['post'] }, code: string) =>
    c.post('/api/tickets/verify', { code });

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    roles = await signInEveryRole(ctx.app, origin, '10.41.0');
    const made = await signedInMembers(ctx.app, origin, 'admission', 3);
    [holder, friend, stranger] = [made[0]!, made[1]!, made[2]!];
  });
  afterAll(async () => ctx?.close());

  it('an order of 2 is two tickets, each with its own QR code, on one order line', async () => {
    const show = await makeEvent();
    const res = await holder.post(`/api/events/${show.id}/tickets`, ticketBody(2, buyer));
    expect(res.statusCode, res.body).toBe(200);
    const bought = res.json() as { orderId: string; ticketId: string; ticketIds: string[] };
    expect(bought.ticketIds).toHaveLength(2);
    expect(bought.ticketId).toBe(bought.ticketIds[0]);
    const listed = (await mine(holder)).filter((t) => bought.ticketIds.includes(t.id));
    expect(listed).toHaveLength(2);
    expect(listed.map((t) => t.quantity)).toEqual([1, 1]);
    expect(new Set(listed.map((t) => t.code)).size).toBe(2);
    const order = (await holder.get(`/api/orders/${bought.orderId}`)).json();
    expect(order.items).toEqual([expect.objectContaining({ kind: 'ticket', quantity: 2 })]);
  });

  it('lets each code in once, at the door, for staff only', async () => {
    const [first, second] = await mine(holder);
    for (const who of ['fan', 'fanplus', 'vip'] as const)
      expect((await verify(roles[who]!, first!.code!)).statusCode).toBe(403);
    expect((await verify(roles.anonymous!, first!.code!)).statusCode).toBe(401);
    const ok = await verify(roles.artist!, first!.code!);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ ticketId: first!.id, eventTitle: 'Admission Show 1' });
    const again = await verify(roles.admin!, first!.code!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already used/);
    // The other admission of the same order is still good.
    expect((await verify(roles.admin!, second!.code!)).statusCode).toBe(200);
    const forged = `${first!.code!.slice(0, -2)}xx`;
    expect((await verify(roles.admin!, forged)).json().message).toBe(
      'This is not a valid ticket code.',
    );
    expect((await verify(roles.admin!, 'not-a-code')).statusCode).toBe(400);
    const after = (await mine(holder)).find((t) => t.id === first!.id);
    expect(after).toMatchObject({ used: true, code: null });
    const used = await transfer(holder, first!.id, friend.email);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/already used/);
  });

  it('only the holder transfers: everyone else, staff too, is told it does not exist', async () => {
    const show = await makeEvent();
    const bought = (
      await holder.post(`/api/events/${show.id}/tickets`, ticketBody(1, buyer))
    ).json() as { ticketId: string };
    expect((await transfer(roles.anonymous!, bought.ticketId, friend.email)).statusCode).toBe(401);
    for (const who of ['fan', 'fanplus', 'vip', 'artist', 'admin'] as const) {
      const res = await transfer(roles[who]!, bought.ticketId, friend.email);
      expect(res.statusCode, who).toBe(404);
    }
    expect((await transfer(stranger, bought.ticketId, stranger.email)).statusCode).toBe(404);
    expect((await transfer(holder, 'no-such-ticket', friend.email)).statusCode).toBe(404);
    const bad = await transfer(holder, bought.ticketId, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('email');
    const nobody = await transfer(holder, bought.ticketId, 'nobody-here@example.org');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toMatch(/^No member uses that e-mail address/);
    expect((await transfer(holder, bought.ticketId, holder.email)).statusCode).toBe(400);
  });

  it('moves the ticket: the old QR stops working, the new holder’s works and their inbox says so', async () => {
    const show = await makeEvent();
    const bought = (
      await holder.post(`/api/events/${show.id}/tickets`, ticketBody(1, buyer))
    ).json() as { ticketId: string };
    const oldCode = (await mine(holder)).find((t) => t.id === bought.ticketId)!.code!;
    const res = await transfer(holder, bought.ticketId, friend.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      `Your ticket for ${show.title} now belongs to ${friend.email}.`,
    );
    expect((await mine(holder)).map((t) => t.id)).not.toContain(bought.ticketId);
    const theirs = (await mine(friend)).find((t) => t.id === bought.ticketId);
    expect(theirs?.code).toBeTruthy();
    expect(theirs!.code).not.toBe(oldCode);
    // The previous holder cannot take it back or pass it on.
    expect((await transfer(holder, bought.ticketId, stranger.email)).statusCode).toBe(404);
    const stale = await verify(roles.admin!, oldCode);
    expect(stale.statusCode).toBe(400);
    expect((await verify(roles.admin!, theirs!.code!)).statusCode).toBe(200);
    await expect
      .poll(async () =>
        (
          await ctx.app.db
            .select({ title: inboxItems.title, body: inboxItems.body })
            .from(inboxItems)
            .where(and(eq(inboxItems.userId, friend.userId), eq(inboxItems.url, '/tickets')))
        ).map((i) => `${i.title}: ${i.body}`),
      )
      .toContain(`A ticket was transferred to you: ${show.title}`);
  });

  it('a VIP-only show’s ticket only goes to a VIP member', async () => {
    const show = await makeEvent(true);
    const bought = (
      await roles.vip!.post(`/api/events/${show.id}/tickets`, ticketBody(1, buyer))
    ).json() as { ticketId: string };
    const res = await transfer(roles.vip!, bought.ticketId, friend.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/VIP member/);
    expect((await transfer(roles.vip!, bought.ticketId, 'fanplus@example.com')).statusCode).toBe(
      409,
    );
    expect((await transfer(roles.vip!, bought.ticketId, 'admin@example.com')).statusCode).toBe(200);
  });
});
