import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { users } from '../src/db/schema/auth';
import { subscriptions } from '../src/db/schema/billing';
import { orders, tickets } from '../src/db/schema/commerce';
import { communitySanctions } from '../src/db/schema/community';
import { events } from '../src/db/schema/events';
import { supportConversations } from '../src/db/schema/support';
import { profiles } from '../src/db/schema/profiles';
import { createMembers } from './helpers/members';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import type { client } from './helpers/session';
import { signInEveryRole } from './helpers/session';

const DAY = 86_400_000;

describe(`members for admins: filters and CSV export on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Record<string, ReturnType<typeof client>>;
  let made: { id: string; email: string }[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.37.0');
    const db = ctx.app.db;
    made = await createMembers(ctx.app, 'mfilter', 4);
    const [paying, comp, , evil] = made;
    const old = new Date(Date.now() - 400 * DAY);
    await db.update(users).set({ createdAt: old }).where(eq(users.id, made[2]!.id));
    await db
      .update(profiles)
      .set({ subscriptionTier: 'vip' })
      .where(eq(profiles.userId, paying!.id));
    await db
      .update(profiles)
      .set({ subscriptionTier: 'fanplus' })
      .where(eq(profiles.userId, comp!.id));
    await db
      .update(profiles)
      .set({ displayName: '=HYPERLINK("http://x")' })
      .where(eq(profiles.userId, evil!.id));
    await db.insert(subscriptions).values({
      userId: paying!.id,
      provider: 'demo',
      providerSubscriptionId: `sub_${paying!.id}`,
      tier: 'vip',
      status: 'active',
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 30 * DAY),
    });
    await db.insert(orders).values({
      userId: comp!.id,
      email: comp!.email,
      status: 'paid',
      subtotalCents: 2550,
      totalCents: 2550,
      shipping: { addressLine1: '1 Rue', shippingZip: '75001', country: 'fr' },
    });
  });
  afterAll(async () => ctx?.close());

  const emails = async (query: string) => {
    const res = await as.admin!.get(`/api/admin/members?q=mfilter&limit=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { email: string }[]).map((m) => m.email).sort();
  };

  it('filters by tier, status, member since and country', async () => {
    const [paying, comp, old, evil] = made.map((m) => m.email);
    expect(await emails('&tier=vip')).toEqual([paying]);
    expect(await emails('&status=paying')).toEqual([paying]);
    expect(await emails('&status=complimentary')).toEqual([comp]);
    expect(await emails('&status=free')).toEqual([old, evil].sort());
    const recent = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    expect(await emails(`&since=${recent}`)).toEqual([paying, comp, evil].sort());
    expect(await emails(`&until=${recent}`)).toEqual([old]);
    expect(await emails('&country=FR')).toEqual([comp]);
    expect((await as.admin!.get('/api/admin/members?status=rich')).statusCode).toBe(400);
    expect((await as.admin!.get('/api/admin/members?since=yesterday')).statusCode).toBe(400);
    expect((await as.admin!.get('/api/admin/members?country=France')).statusCode).toBe(400);
  });

  it('pages by keyset, newest first, with the filters held on every page', async () => {
    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 50; pages++) {
        const res = await as.admin!.get(
          `/api/admin/members?limit=2${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as {
          items: { email: string }[];
          total: number;
          nextCursor: string | null;
        };
        seen.push(...page.items.map((m) => m.email));
        cursor = page.nextCursor;
        if (!cursor) return { seen, total: page.total };
      }
      throw new Error('the pages never ended');
    };
    const all = await walk('&q=mfilter');
    expect(all.seen).toHaveLength(all.total);
    expect(new Set(all.seen).size).toBe(all.total);
    // Newest first: the last member made in beforeAll comes first.
    expect(all.seen[0]).toBe(made.at(-1)!.email);
    expect(all.seen.toSorted()).toEqual(made.map((m) => m.email).toSorted());
    const free = await walk('&q=mfilter&status=free');
    expect(free.seen.toSorted()).toEqual(await emails('&status=free'));
    expect(free.total).toBe(free.seen.length);
    for (const bad of ['abc', '0', '-1', '1'.repeat(11)])
      expect((await as.admin!.get(`/api/admin/members?cursor=${bad}`)).statusCode, bad).toBe(400);
  });

  it('exports the filtered members as CSV, formula cells escaped, and logs the export', async () => {
    const res = await as.admin!.get('/api/admin/members/export.csv?q=mfilter');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="members-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'member_number,name,email,tier,status,member_since,country,lifetime_spend',
    );
    expect(lines).toHaveLength(5);
    const compLine = lines.find((l) => l.includes(made[1]!.email))!;
    expect(compLine).toMatch(/,fanplus,complimentary,\d{4}-\d{2}-\d{2},FR,25\.50$/);
    const evilLine = lines.find((l) => l.includes(made[3]!.email))!;
    expect(evilLine).toContain(`"'=HYPERLINK(""http://x"")"`);
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.exported'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry!.details).toEqual({ filters: { q: 'mfilter' }, rows: 4 });
    const log = await as.admin!.get('/api/admin/audit?action=member.exported');
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('member.exported');
  });

  it('exports with a filter: only the VIPs', async () => {
    const res = await as.admin!.get('/api/admin/members/export.csv?q=mfilter&tier=vip');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',vip,paying,');
  });

  it("shows one member's page: standing, orders, membership history", async () => {
    const res = await as.admin!.get(`/api/admin/members/${made[1]!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.member).toMatchObject({
      email: made[1]!.email,
      status: 'complimentary',
      country: 'FR',
    });
    expect(page.orders).toHaveLength(1);
    expect(page.moderation.sanction).toBeNull();
    const paying = (await as.admin!.get(`/api/admin/members/${made[0]!.id}`)).json();
    expect(paying.membership.subscriptions[0]).toMatchObject({ tier: 'vip', status: 'active' });
    expect((await as.admin!.get('/api/admin/members/nobody-here')).statusCode).toBe(404);
    for (const role of ['fan', 'artist'])
      expect((await as[role]!.get(`/api/admin/members/${made[1]!.id}`)).statusCode).toBe(403);
  });

  it("shows one member's tickets, support threads, sanction and the staff actions about them on their page", async () => {
    const db = ctx.app.db;
    const [member] = await createMembers(ctx.app, 'mpage', 1);
    const id = member!.id;
    const [event] = await db.select({ id: events.id, title: events.title }).from(events).limit(1);
    expect(event, 'the test database has a seeded event').toBeDefined();
    await db.insert(tickets).values({ eventId: event!.id, userId: id, quantity: 1 });
    await db
      .insert(supportConversations)
      .values({ userId: id, subject: 'Where is my tee?', vip: false, rank: 1 });
    const until = new Date(Date.now() + DAY);
    await db.insert(communitySanctions).values({ userId: id, kind: 'mute', until, reason: 'spam' });
    // A staff action through its route: the page's membership history reads the audit log.
    const grant = await as.admin!.patch(`/api/admin/members/${id}`, { tier: 'fanplus', months: 2 });
    expect(grant.statusCode, grant.body).toBe(200);

    const page = (await as.admin!.get(`/api/admin/members/${id}`)).json();
    expect(page.tickets).toEqual([
      expect.objectContaining({ event: event!.title, status: 'paid' }),
    ]);
    expect(page.support).toEqual([
      expect.objectContaining({ subject: 'Where is my tee?', status: 'open' }),
    ]);
    expect(page.moderation.sanction).toMatchObject({ kind: 'mute', reason: 'spam' });
    expect(page.membership.history).toEqual([
      expect.objectContaining({
        action: 'member.complimentary_tier_granted',
        details: expect.objectContaining({ to: 'fanplus', months: 2 }),
      }),
    ]);
    expect(page.member).toMatchObject({ tier: 'fanplus', status: 'complimentary' });
  });

  it('refuses the list and the export to everyone but admins', async () => {
    for (const [role, status] of [
      ['anonymous', 401],
      ['fan', 403],
      ['vip', 403],
      ['artist', 403],
      ['staff', 403],
    ] as const) {
      expect((await as[role]!.get('/api/admin/members/export.csv')).statusCode, role).toBe(status);
      expect((await as[role]!.get('/api/admin/members')).statusCode, role).toBe(status);
    }
  });
});
