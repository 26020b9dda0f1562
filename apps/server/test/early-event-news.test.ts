import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { ticketBody } from './helpers/order-body';
import { signInEveryRole } from './helpers/session';

// Early event news (issue 30, Fan+ perk): an event announced with members hearing first is seen,
// and heard of, by Fan+ and VIP members (and staff) at once, by everyone else only from its
// public time. The server decides for every way in: the list, the event, tickets, the
// server-rendered pages and the inbox.
type Role = 'anonymous' | 'fan' | 'fanplus' | 'vip' | 'artist' | 'admin';

describe(`early event news on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  let eventId: string;
  const title = 'Secret Warehouse Show';
  const db = () => ctx.app.db;
  const userId = async (email: string) =>
    (await db().execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows[0]!
      .id;
  const newsOf = async (email: string) =>
    (
      await db().execute<{ title: string }>(
        sql`select title from inbox_items where user_id = ${await userId(email)}
            and group_key = ${`event:${eventId}`}`,
      )
    ).rows.map((r) => r.title);

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.62.0');
    const made = await as.artist!.post('/api/admin/events', {
      title,
      eventDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      location: 'Oakland, CA',
      ticketPriceCents: 3000,
      membersFirstHours: 48,
    });
    expect(made.statusCode, made.body).toBe(201);
    eventId = made.json().id;
  });
  afterAll(async () => ctx?.close());

  const sees = async (role: Role) => {
    const list = (await as[role]!.get('/api/events?when=upcoming')).json() as { id: string }[];
    const one = await as[role]!.get(`/api/events/${eventId}`);
    return { listed: list.some((e) => e.id === eventId), status: one.statusCode };
  };

  it('Fan+, VIP and staff see it at once, with its public time; free fans and visitors get 404', async () => {
    for (const role of ['fanplus', 'vip', 'artist', 'admin'] as const)
      expect(await sees(role), role).toEqual({ listed: true, status: 200 });
    for (const role of ['anonymous', 'fan'] as const)
      expect(await sees(role), role).toEqual({ listed: false, status: 404 });
    const event = (await as.fanplus!.get(`/api/events/${eventId}`)).json();
    const publicIn = Date.parse(event.publicAt) - Date.now();
    expect(publicIn).toBeGreaterThan(47 * 3_600_000);
    expect(publicIn).toBeLessThanOrEqual(48 * 3_600_000);
    // The 404 is the one any missing event gets: nothing says that something is there.
    expect((await as.fan!.get(`/api/events/${eventId}`)).json().message).toBe('Event not found');
  });

  it('a free fan cannot buy tickets for it, nor find it in the server-rendered pages', async () => {
    const bought = await as.fan!.post(`/api/events/${eventId}/tickets`, ticketBody());
    expect(bought.statusCode).toBe(404);
    for (const page of ['/events', `/event/${eventId}`, '/dashboard', '/home']) {
      for (const role of ['anonymous', 'fan'] as const) {
        const html = (await as[role]!.get(page)).body;
        expect(html, `${role} ${page}`).not.toContain(title);
      }
    }
    expect((await as.vip!.get('/events')).body).toContain(title);
  });

  it('tells Fan+, VIP and staff now, and everyone else at the public time, once each', async () => {
    await vi.waitFor(async () =>
      expect(await newsOf('vip@example.com')).toEqual(['Members hear first: new event announced']),
    );
    expect(await newsOf('fanplus@example.com')).toHaveLength(1);
    expect(await newsOf('artist@example.com')).toHaveLength(1);
    expect(await newsOf('fan@example.com')).toEqual([]);

    // The public time comes: the durable job was queued for it.
    await db().execute(sql`update events set public_at = now() where id = ${eventId}`);
    // Written behind the app's back, so its read cache (a few seconds) is emptied by hand.
    ctx.app.readCache.clear();
    const moved = await db().execute(
      sql`update jobs set run_after = now()
          where name = 'inbox.event-public' and data ->> 'eventId' = ${eventId} returning id`,
    );
    expect(moved.rows).toHaveLength(1);
    await ctx.app.jobs.settled();
    expect(await newsOf('fan@example.com')).toEqual(['New event announced']);
    // Those told early are not told again.
    expect(await newsOf('vip@example.com')).toEqual(['Members hear first: new event announced']);
    expect(await sees('fan')).toEqual({ listed: true, status: 200 });
    expect(await sees('anonymous')).toEqual({ listed: true, status: 200 });
  });

  it('takes only the offered head starts', async () => {
    const res = await as.admin!.post('/api/admin/events', {
      title: 'Odd Head Start',
      eventDate: new Date(Date.now() + 60 * 86_400_000).toISOString(),
      membersFirstHours: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please choose how long members hear first.');
  });
});
