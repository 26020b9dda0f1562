import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_UNDELETABLE, WRONG_PASSWORD } from '@fanclub/shared/schemas/members';
import { auditLog } from '../src/db/schema/audit';
import { accounts, sessions, users } from '../src/db/schema/auth';
import { orders, tickets } from '../src/db/schema/commerce';
import { events } from '../src/db/schema/events';
import { supportConversations, supportMessages } from '../src/db/schema/support';
import { profiles } from '../src/db/schema/profiles';
import { createMembers, MEMBER_PASSWORD } from './helpers/members';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

const shipping = {
  recipientName: 'Ada Keeper',
  addressLine1: '1 Private Lane',
  city: 'Leeds',
  shippingZip: 'LS1 1AA',
  country: 'GB',
};

describe(`a member's own data on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin = '';
  let ada: { id: string; email: string };
  let bob: { id: string; email: string };
  let ticketId = '';

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    const made = await createMembers(ctx.app, 'owndata', 2);
    ada = made[0]!;
    bob = made[1]!;
    const db = ctx.app.db;
    const [event] = await db
      .insert(events)
      .values({ title: 'Own Data Night', eventDate: new Date('2027-05-01T20:00:00Z') })
      .returning();
    const [order] = await db
      .insert(orders)
      .values({
        userId: ada!.id,
        email: ada!.email,
        status: 'paid',
        subtotalCents: 4500,
        totalCents: 4500,
        shipping,
        paidAt: new Date(),
      })
      .returning();
    const [ticket] = await db
      .insert(tickets)
      .values({ eventId: event!.id, userId: ada!.id, orderId: order!.id, quantity: 1 })
      .returning();
    ticketId = ticket!.id;
    await db.insert(orders).values({
      userId: bob!.id,
      email: bob!.email,
      status: 'paid',
      subtotalCents: 999,
      totalCents: 999,
      shipping: { ...shipping, recipientName: 'Bob Other' },
    });
    const [thread] = await db
      .insert(supportConversations)
      .values({ userId: ada!.id, subject: 'Where is my hoodie?', vip: false, rank: 2 })
      .returning();
    await db.insert(supportMessages).values([
      { conversationId: thread!.id, authorId: ada!.id, fromTeam: false, body: 'Still waiting' },
      { conversationId: thread!.id, authorId: null, fromTeam: true, body: 'On its way' },
    ]);
  });
  afterAll(async () => ctx?.close());

  it('downloads my data as JSON: profile, orders, tickets, support; nothing of another member', async () => {
    const me = await signIn(ctx.app, origin, ada.email, MEMBER_PASSWORD, '10.33.0.1');
    const res = await me.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="my-fanclub-data-/);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.account.email).toBe(ada.email);
    expect(data.profile.memberNumber).toEqual(expect.any(Number));
    expect(data.profile.preferences).toBeDefined();
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].shipping.recipientName).toBe('Ada Keeper');
    expect(data.tickets.map((t: { id: string }) => t.id)).toEqual([ticketId]);
    expect(data.support[0].messages.map((m: { body: string }) => m.body)).toEqual([
      'Still waiting',
      'On its way',
    ]);
    const text = res.body;
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain(bob.id);
    expect(text).not.toContain('Bob Other');
    expect((await client(ctx.app, origin).get('/api/me/export')).statusCode).toBe(401);
  });

  it('refuses to delete a demo account and asks for the password', async () => {
    const demo = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.33.0.2');
    const refused = await demo.post('/api/me/delete', { password: 'fanclub-demo' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(DEMO_ACCOUNT_UNDELETABLE);
    const me = await signIn(ctx.app, origin, ada.email, MEMBER_PASSWORD, '10.33.0.3');
    const wrong = await me.post('/api/me/delete', { password: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain(WRONG_PASSWORD);
    expect((await me.get('/api/me')).statusCode).toBe(200);
  });

  it('deletes my account: orders and tickets stay anonymised, sessions go, sign-in is refused', async () => {
    const me = await signIn(ctx.app, origin, ada.email, MEMBER_PASSWORD, '10.33.0.4');
    const res = await me.post('/api/me/delete', { password: MEMBER_PASSWORD });
    expect(res.statusCode).toBe(204);
    const db = ctx.app.db;
    expect((await me.get('/api/me')).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, ada.id))).toHaveLength(0);
    expect(await db.select().from(accounts).where(eq(accounts.userId, ada.id))).toHaveLength(0);
    const [user] = await db.select().from(users).where(eq(users.id, ada.id));
    expect(user!.email).not.toContain('owndata');
    expect(user!.name).toBe('Deleted member');
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, ada.id));
    expect(profile!.displayName).toBe('Deleted member');
    const [order] = await db.select().from(orders).where(eq(orders.userId, ada.id));
    expect(order!.totalCents).toBe(4500);
    expect(order!.status).toBe('paid');
    expect(order!.email).not.toBe(ada.email);
    expect(order!.shipping).toBeNull();
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(ticket!.status).toBe('paid');
    expect(
      await db.select().from(supportConversations).where(eq(supportConversations.userId, ada.id)),
    ).toHaveLength(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, ada.id));
    expect(audit.map((a) => a.action)).toContain('member.deleted');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: ada.email, password: MEMBER_PASSWORD },
      remoteAddress: '10.33.0.5',
    });
    expect(again.statusCode).toBe(401);
    // Another member's order is untouched.
    const [bobs] = await db.select().from(orders).where(eq(orders.userId, bob.id));
    expect(bobs!.email).toBe(bob.email);
  });
});
