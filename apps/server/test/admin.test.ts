import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

describe(`admin and artist tools on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const as: Record<string, ReturnType<typeof client>> = {};
  const count = async (table: string) =>
    (
      (await ctx.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as {
        n: number;
      }
    ).n;
  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    as.anonymous = client(ctx.app, origin);
    let ip = 1;
    for (const name of ['fan', 'vip', 'artist', 'admin'])
      as[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.60.0.${ip++}`,
      );
  });
  afterAll(async () => ctx?.close());

  it('lets artist and admin create events; title and date are required; location is copied to venue', async () => {
    for (const [name, status] of [
      ['anonymous', 401],
      ['fan', 403],
      ['vip', 403],
    ] as const) {
      const before = await count('events');
      expect(
        (
          await as[name]!.post('/api/admin/events', {
            title: 'Nope',
            eventDate: '2027-06-01T20:00:00Z',
          })
        ).statusCode,
        name,
      ).toBe(status);
      expect(await count('events')).toBe(before);
    }
    expect(
      (await as.artist!.post('/api/admin/events', { title: '', eventDate: '2027-06-01T20:00:00Z' }))
        .statusCode,
    ).toBe(400);
    expect((await as.artist!.post('/api/admin/events', { title: 'No date' })).statusCode).toBe(400);
    const created = await as.artist!.post('/api/admin/events', {
      title: 'Secret Show',
      eventDate: '2027-06-01T20:00:00Z',
      location: 'Austin, TX',
      isVipOnly: true,
      ticketPriceCents: 5000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const fanView = (await as.fan!.get(`/api/events/${created.json().id}`)).json();
    expect(fanView).toMatchObject({
      title: 'Secret Show',
      location: 'Austin, TX',
      venue: 'Austin, TX',
      isVipOnly: true,
    });
  });

  it('edits and deletes events, with ticket sales in the list', async () => {
    const list = (await as.admin!.get('/api/admin/events')).json() as {
      id: string;
      title: string;
      ticketsSold: number;
    }[];
    const show = list.find((e) => e.title === 'Secret Show')!;
    expect(show.ticketsSold).toBe(0);
    expect(list.some((e) => e.ticketsSold > 0)).toBe(true); // the demo fan's past tickets
    expect(
      (await as.fan!.patch(`/api/admin/events/${show.id}`, { title: 'Hacked' })).statusCode,
    ).toBe(403);
    expect(
      (
        await as.artist!.patch(`/api/admin/events/${show.id}`, { title: 'Secret Show (moved)' })
      ).json(),
    ).toEqual({ id: show.id });
    expect((await as.fan!.get(`/api/events/${show.id}`)).json().title).toBe('Secret Show (moved)');
    expect(
      (await as.vip!.inject({ method: 'DELETE', url: `/api/admin/events/${show.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await as.artist!.inject({ method: 'DELETE', url: `/api/admin/events/${show.id}` }))
        .statusCode,
    ).toBe(204);
    expect((await as.fan!.get(`/api/events/${show.id}`)).statusCode).toBe(404);
  });

  it('posts content that fans see at once, locked by visibility', async () => {
    expect((await as.fan!.post('/api/admin/content', { title: 'x', body: 'y' })).statusCode).toBe(
      403,
    );
    expect((await as.artist!.post('/api/admin/content', { title: 'Only title' })).statusCode).toBe(
      400,
    );
    const post = await as.artist!.post('/api/admin/content', {
      title: 'VIP soundcheck notes',
      body: 'The set list for Friday.',
      visibility: 'vip',
    });
    expect(post.statusCode).toBe(201);
    const fanPosts = (await as.fan!.get('/api/posts')).json() as {
      id: string;
      title: string;
      body: string | null;
      locked: boolean;
    }[];
    expect(fanPosts[0]).toMatchObject({ title: 'VIP soundcheck notes', body: null, locked: true });
    const vipPosts = (await as.vip!.get('/api/posts')).json() as { body: string | null }[];
    expect(vipPosts[0]?.body).toBe('The set list for Friday.');
    const id = post.json().id;
    expect(
      (await as.admin!.patch(`/api/admin/content/${id}`, { visibility: 'free' })).statusCode,
    ).toBe(200);
    expect(((await as.fan!.get('/api/posts')).json() as { body: string | null }[])[0]?.body).toBe(
      'The set list for Friday.',
    );
    expect(
      (await as.artist!.inject({ method: 'DELETE', url: `/api/admin/content/${id}` })).statusCode,
    ).toBe(204);
  });

  it('keeps members, orders and the audit log for admins only', async () => {
    for (const name of ['fan', 'vip', 'artist']) {
      expect((await as[name]!.get('/api/admin/members')).statusCode, name).toBe(403);
      expect((await as[name]!.get('/api/admin/orders')).statusCode, name).toBe(403);
      expect((await as[name]!.get('/api/admin/audit')).statusCode, name).toBe(403);
    }
    const found = (await as.admin!.get('/api/admin/members?q=fan@')).json();
    expect(found.items.map((m: { email: string }) => m.email)).toEqual(['fan@example.com']);
    const paged = (await as.admin!.get('/api/admin/members?limit=2')).json();
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(5);
    expect(paged.nextCursor).toMatch(/^\d+$/);
  });

  it('changes roles and complimentary tiers with an audit entry, and an artist cannot', async () => {
    const fanId = (await as.fan!.get('/api/me')).json().user.id;
    const adminId = (await as.admin!.get('/api/me')).json().user.id;
    const before = await count('audit_log');
    expect(
      (await as.artist!.patch(`/api/admin/members/${fanId}`, { tier: 'vip' })).statusCode,
    ).toBe(403);
    expect(await count('audit_log')).toBe(before);
    const granted = await as.admin!.patch(`/api/admin/members/${fanId}`, { tier: 'vip' });
    expect(granted.json()).toMatchObject({ email: 'fan@example.com', tier: 'vip' });
    expect((await as.fan!.get('/api/me')).json().profile.subscriptionTier).toBe('vip');
    await as.admin!.patch(`/api/admin/members/${fanId}`, { role: 'premium', tier: 'free' });
    expect(
      (await as.admin!.patch(`/api/admin/members/${adminId}`, { role: 'fan' })).statusCode,
    ).toBe(409);
    expect((await as.admin!.patch(`/api/admin/members/${fanId}`, {})).statusCode).toBe(400);
    const audit = (await as.admin!.get('/api/admin/audit')).json().items as {
      action: string;
      actorEmail: string;
      targetId: string;
      details: { to: string };
    }[];
    expect(
      audit
        .slice(0, 3)
        .map((a) => a.action)
        .sort(),
    ).toEqual([
      'member.complimentary_tier_granted',
      'member.complimentary_tier_removed',
      'member.role_changed',
    ]);
    expect(
      audit.slice(0, 3).every((a) => a.actorEmail === 'admin@example.com' && a.targetId === fanId),
    ).toBe(true);
    expect((audit[0] as unknown as { targetEmail: string }).targetEmail).toBe('fan@example.com');
  });

  it('marks a paid order shipped and mails the buyer', async () => {
    const orders = (await as.admin!.get('/api/admin/orders')).json() as {
      id: string;
      status: string;
    }[];
    const shipped = orders.find((o) => o.status === 'shipped')!;
    expect(
      (
        await as.admin!.post(`/api/admin/orders/${shipped.id}/ship`, {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(409);
    await ctx.app.db.execute(sql`update orders set status = 'paid' where id = ${shipped.id}`);
    expect(
      (
        await as.vip!.post(`/api/admin/orders/${shipped.id}/ship`, {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as.admin!.post(`/api/admin/orders/${shipped.id}/ship`, {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        })
      ).json(),
    ).toEqual({
      id: shipped.id,
      status: 'shipped',
    });
    expect(
      ((await as.admin!.get('/api/admin/orders?status=shipped')).json() as unknown[]).length,
    ).toBeGreaterThan(0);
  });
});
