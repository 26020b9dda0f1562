import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { profiles } from '../src/db/schema/profiles';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signedInMembers } from './helpers/members';
import { signInEveryRole } from './helpers/session';
import type { client } from './helpers/session';
import { activeStreamOf, multipartFile, newChatMessage, newOrder } from './security/fixtures';

type Client = ReturnType<typeof client>;
type Ctx = Awaited<ReturnType<typeof createTestApp>>;
type Row = typeof auditLog.$inferSelect;
interface Expected {
  actor: string;
  action: string;
  targetType: string;
  targetId?: string;
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff2e88' } })
    .png()
    .toBuffer();

/** The audit rows `act` added, and its response. */
async function recorded(ctx: Ctx, act: () => Promise<LightMyRequestResponse>) {
  const before = new Set(
    (await ctx.app.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id),
  );
  const res = await act();
  const entries = (await ctx.app.db.select().from(auditLog)).filter((r) => !before.has(r.id));
  return { res, entries };
}

/** `act` answers `status` and leaves exactly one entry, matching `expected`; returns the response. */
async function oneEntry(
  ctx: Ctx,
  act: () => Promise<LightMyRequestResponse>,
  status: number,
  expected: Expected,
) {
  const { res, entries } = await recorded(ctx, act);
  expect(res.statusCode, res.body).toBe(status);
  expect(entries).toHaveLength(1);
  const [entry] = entries as [Row];
  expect(entry).toMatchObject({
    actorId: expected.actor,
    action: expected.action,
    targetType: expected.targetType,
    ...(expected.targetId ? { targetId: expected.targetId } : {}),
  });
  // Details describe the thing, never a member by address.
  expect(JSON.stringify(entry.details)).not.toContain('@');
  return res;
}

/** `act` is refused with `status` and writes nothing to the audit log. */
async function noEntry(ctx: Ctx, act: () => Promise<LightMyRequestResponse>, status: number) {
  const { res, entries } = await recorded(ctx, act);
  expect(res.statusCode, res.body).toBe(status);
  expect(entries).toEqual([]);
}

describe(`the audit log of staff actions on ${testDbKind()}`, () => {
  let ctx: Ctx;
  let as: Record<string, Client>;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.73.0');
    for (const name of ['fan', 'fanplus', 'vip', 'artist', 'admin'])
      id[name] = (await as[name]!.get('/api/me')).json().user.id;
  });
  afterAll(async () => ctx?.close());

  it('records events created, changed, given a cover and deleted, by whoever did it', async () => {
    const created = await oneEntry(
      ctx,
      () =>
        as.artist!.post('/api/admin/events', {
          title: 'Audit Show',
          eventDate: '2031-01-01T20:00:00Z',
        }),
      201,
      { actor: id.artist!, action: 'event.created', targetType: 'event' },
    );
    const eventId = created.json().id as string;
    await oneEntry(
      ctx,
      () => as.admin!.patch(`/api/admin/events/${eventId}`, { title: 'Audit Show (moved)' }),
      200,
      { actor: id.admin!, action: 'event.updated', targetType: 'event', targetId: eventId },
    );
    await oneEntry(
      ctx,
      async () =>
        as.artist!.inject({
          method: 'POST',
          url: `/api/admin/events/${eventId}/image`,
          ...multipartFile('file', 'cover.png', 'image/png', await png()),
        }),
      200,
      { actor: id.artist!, action: 'event.image_changed', targetType: 'event', targetId: eventId },
    );
    await oneEntry(
      ctx,
      () => as.artist!.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}` }),
      204,
      { actor: id.artist!, action: 'event.deleted', targetType: 'event', targetId: eventId },
    );
  });

  it('records nothing for refused or empty event changes (403 fan, 400 nothing to change, 404 gone)', async () => {
    const eventId = (
      await as.artist!.post('/api/admin/events', {
        title: 'Kept',
        eventDate: '2031-02-01T20:00:00Z',
      })
    ).json().id as string;
    await noEntry(
      ctx,
      () => as.fan!.post('/api/admin/events', { title: 'Nope', eventDate: '2031-01-01T20:00:00Z' }),
      403,
    );
    await noEntry(
      ctx,
      () => as.vip!.patch(`/api/admin/events/${eventId}`, { title: 'Hacked' }),
      403,
    );
    await noEntry(ctx, () => as.artist!.patch(`/api/admin/events/${eventId}`, {}), 400);
    await noEntry(
      ctx,
      () => as.fan!.inject({ method: 'DELETE', url: `/api/admin/events/${eventId}` }),
      403,
    );
    await noEntry(
      ctx,
      () => as.artist!.inject({ method: 'DELETE', url: `/api/admin/events/${randomUUID()}` }),
      404,
    );
    await noEntry(
      ctx,
      async () =>
        as.fan!.inject({
          method: 'POST',
          url: `/api/admin/events/${eventId}/image`,
          ...multipartFile('file', 'cover.png', 'image/png', await png()),
        }),
      403,
    );
  });

  it('records content posted, edited, given a cover and deleted; a fan trying gets 403 and no entry', async () => {
    const post = await oneEntry(
      ctx,
      () =>
        as.artist!.post('/api/admin/content', {
          title: 'Audit post',
          body: 'Hi',
          visibility: 'vip',
        }),
      201,
      { actor: id.artist!, action: 'content.created', targetType: 'content' },
    );
    const postId = post.json().id as string;
    await noEntry(ctx, () => as.fan!.post('/api/admin/content', { title: 'x', body: 'y' }), 403);
    await noEntry(ctx, () => as.fan!.patch(`/api/admin/content/${postId}`, { title: 'x' }), 403);
    await oneEntry(
      ctx,
      () => as.admin!.patch(`/api/admin/content/${postId}`, { visibility: 'free' }),
      200,
      { actor: id.admin!, action: 'content.updated', targetType: 'content', targetId: postId },
    );
    await oneEntry(
      ctx,
      async () =>
        as.admin!.inject({
          method: 'POST',
          url: `/api/admin/content/${postId}/image`,
          ...multipartFile('file', 'cover.png', 'image/png', await png()),
        }),
      200,
      {
        actor: id.admin!,
        action: 'content.image_changed',
        targetType: 'content',
        targetId: postId,
      },
    );
    await noEntry(
      ctx,
      () => as.vip!.inject({ method: 'DELETE', url: `/api/admin/content/${postId}` }),
      403,
    );
    await oneEntry(
      ctx,
      () => as.artist!.inject({ method: 'DELETE', url: `/api/admin/content/${postId}` }),
      204,
      { actor: id.artist!, action: 'content.deleted', targetType: 'content', targetId: postId },
    );
  });

  it('records an order shipped once; an artist, or shipping it again, records nothing', async () => {
    const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    const orderId = await newOrder(ctx.app, id.fan!);
    await noEntry(ctx, () => as.artist!.post(`/api/admin/orders/${orderId}/ship`, TRACKING), 403);
    await oneEntry(ctx, () => as.admin!.post(`/api/admin/orders/${orderId}/ship`, TRACKING), 200, {
      actor: id.admin!,
      action: 'order.shipped',
      targetType: 'order',
      targetId: orderId,
    });
    await noEntry(ctx, () => as.admin!.post(`/api/admin/orders/${orderId}/ship`, TRACKING), 409);
  });

  it('records a live stream started by the artist and stopped by an admin; a fan stopping it gets 403 and no entry', async () => {
    const started = await oneEntry(
      ctx,
      () => as.artist!.post('/api/live/start', { title: 'Audit live' }),
      200,
      { actor: id.artist!, action: 'live.started', targetType: 'live_stream' },
    );
    const streamId = started.json().id as string;
    await noEntry(ctx, () => as.fan!.post('/api/live/stop', { streamId }), 403);
    await noEntry(ctx, () => as.vip!.post('/api/live/stop', { streamId }), 403);
    await oneEntry(ctx, () => as.admin!.post('/api/live/stop', { streamId }), 200, {
      actor: id.admin!,
      action: 'live.stopped',
      targetType: 'live_stream',
      targetId: streamId,
    });
    // Stopping an ended stream changes nothing, so it records nothing.
    await noEntry(ctx, () => as.artist!.post('/api/live/stop', { streamId }), 200);
  });

  it('records chat deletes, mutes and unmutes once each; members and muting staff are refused without an entry', async () => {
    const streamId = await activeStreamOf(ctx.app, id.artist!);
    const messageId = await newChatMessage(ctx.app, streamId, id.fanplus!);
    const deleteUrl = `/api/live/${streamId}/chat/${messageId}`;
    await noEntry(ctx, () => as.fanplus!.inject({ method: 'DELETE', url: deleteUrl }), 403);
    await oneEntry(ctx, () => as.artist!.inject({ method: 'DELETE', url: deleteUrl }), 200, {
      actor: id.artist!,
      action: 'chat.message_deleted',
      targetType: 'chat_message',
      targetId: messageId,
    });
    await noEntry(ctx, () => as.admin!.inject({ method: 'DELETE', url: deleteUrl }), 200);

    const mutes = `/api/live/${streamId}/mutes`;
    await noEntry(ctx, () => as.vip!.post(mutes, { userId: id.fanplus }), 403);
    await noEntry(ctx, () => as.admin!.post(mutes, { userId: id.artist }), 403);
    await oneEntry(ctx, () => as.admin!.post(mutes, { userId: id.fanplus }), 200, {
      actor: id.admin!,
      action: 'chat.member_muted',
      targetType: 'member',
      targetId: id.fanplus!,
    });
    await noEntry(ctx, () => as.artist!.post(mutes, { userId: id.fanplus }), 200);
    const unmute = () => as.artist!.inject({ method: 'DELETE', url: `${mutes}/${id.fanplus}` });
    await oneEntry(ctx, unmute, 200, {
      actor: id.artist!,
      action: 'chat.member_unmuted',
      targetType: 'member',
      targetId: id.fanplus!,
    });
    await noEntry(ctx, unmute, 200);
  });

  it('records role and tier changes by an admin; an artist trying gets 403 and no entry', async () => {
    await noEntry(
      ctx,
      () => as.artist!.patch(`/api/admin/members/${id.vip}`, { tier: 'fanplus' }),
      403,
    );
    await oneEntry(
      ctx,
      () => as.admin!.patch(`/api/admin/members/${id.vip}`, { role: 'premium' }),
      200,
      {
        actor: id.admin!,
        action: 'member.role_changed',
        targetType: 'member',
        targetId: id.vip!,
      },
    );
    await noEntry(
      ctx,
      () => as.admin!.patch(`/api/admin/members/${id.admin}`, { role: 'fan' }),
      409,
    );
  });

  it('serves the log to admins only: anonymous 401, fan, VIP and artist 403', async () => {
    expect((await as.anonymous!.get('/api/admin/audit')).statusCode).toBe(401);
    for (const name of ['fan', 'fanplus', 'vip', 'artist'])
      expect((await as[name]!.get('/api/admin/audit')).statusCode, name).toBe(403);
    const res = await as.admin!.get('/api/admin/audit');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('names members by e-mail only in actorEmail and targetEmail (for admins), never in details or for other targets', async () => {
    const { items } = (await as.admin!.get('/api/admin/audit?limit=100')).json() as {
      items: {
        actorEmail: string | null;
        targetType: string;
        targetEmail: string | null;
        details: object;
      }[];
    };
    expect(items.length).toBeGreaterThan(10);
    for (const entry of items) {
      expect(JSON.stringify(entry.details)).not.toContain('@');
      if (entry.targetType !== 'member') expect(entry.targetEmail).toBeNull();
    }
    expect(items.find((e) => e.targetType === 'member')?.targetEmail).toMatch(/@example\.com$/);
    expect(new Set(items.map((e) => e.actorEmail))).toEqual(
      new Set(['artist@example.com', 'admin@example.com']),
    );
  });

  it('pages newest first with a cursor, every entry exactly once, and filters by action and target', async () => {
    const all: { id: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await as.admin!.get(url)).json() as {
        items: { id: string; createdAt: string }[];
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(3);
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const total = (await ctx.app.db.select({ id: auditLog.id }).from(auditLog)).length;
    expect(all).toHaveLength(total);
    expect(new Set(all.map((e) => e.id)).size).toBe(total);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const shipped = (await as.admin!.get('/api/admin/audit?action=order.shipped')).json();
    expect(shipped.items.map((e: { action: string }) => e.action)).toEqual(['order.shipped']);
    const aboutFan = (
      await as.admin!.get(`/api/admin/audit?targetType=member&targetId=${id.fanplus}`)
    ).json();
    expect(aboutFan.items.map((e: { action: string }) => e.action)).toEqual([
      'chat.member_unmuted',
      'chat.member_muted',
    ]);
  });

  it('refuses a forged cursor, a page over 100 and an unknown action with 400 and a reason', async () => {
    const bad: [string, string][] = [
      ['cursor=abc', 'That is not a page of the audit log.'],
      [
        `cursor=2026-02-30T00:00:00.000000Z_${randomUUID()}`,
        'That is not a page of the audit log.',
      ],
      ["cursor=2026-01-01T00:00:00.000000Z_'%3Bdrop", 'That is not a page of the audit log.'],
      // Year 0 exists for JavaScript, not for PostgreSQL: a 500 before the check.
      [
        `cursor=0000-01-01T00:00:00.000000Z_${randomUUID()}`,
        'That is not a page of the audit log.',
      ],
      ['limit=101', 'The page size can be at most 100.'],
      ['action=member.hacked', 'That is not an audit action.'],
      ['targetType=users', 'That is not an audit target type.'],
    ];
    for (const [query, reason] of bad) {
      const res = await as.admin!.get(`/api/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(reason);
    }
  });
});

describe(`an admin always remains on ${testDbKind()}`, () => {
  let ctx: Ctx;
  let as: Record<string, Client>;
  let other: Client & { userId: string };
  const LAST_ADMIN = 'The club needs at least one admin.';
  let adminId: string;

  const admins = async () =>
    (
      await ctx.app.db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.role, 'admin'))
    ).map((r) => r.userId);
  const roleChanges = async () =>
    ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'member.role_changed'));

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.74.0');
    adminId = (await as.admin!.get('/api/me')).json().user.id;
    other = (await signedInMembers(ctx.app, ctx.config.publicUrl, 'coadmin', 1))[0]!;
  });
  afterAll(async () => ctx?.close());

  /** Two admins: the demo admin and `other`, nobody else. */
  const twoAdmins = async () => {
    await ctx.app.db
      .update(profiles)
      .set({ role: 'admin' })
      .where(eq(profiles.userId, other.userId));
    expect((await admins()).sort()).toEqual([adminId, other.userId].sort());
  };

  it('refuses the only admin removing their own role (409), with no entry', async () => {
    expect(await admins()).toEqual([adminId]);
    await noEntry(
      ctx,
      () => as.admin!.patch(`/api/admin/members/${adminId}`, { role: 'fan' }),
      409,
    );
    expect(await admins()).toEqual([adminId]);
  });

  it('two admins demoting each other at once: at most one succeeds and one admin remains', async () => {
    await twoAdmins();
    const before = (await roleChanges()).length;
    const results = await Promise.all([
      as.admin!.patch(`/api/admin/members/${other.userId}`, { role: 'fan' }),
      other.patch(`/api/admin/members/${adminId}`, { role: 'fan' }),
    ]);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The loser is refused by the lock (409) or, if it started after the winner committed, by
    // the access check (403): either way nothing of it is kept.
    expect(statuses.every((s) => s === 200 || s === 409 || s === 403)).toBe(true);
    expect(await admins()).toHaveLength(1);
    expect((await roleChanges()).length - before).toBe(1);
    // Back to the demo admin alone.
    await ctx.app.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.userId, adminId));
    await ctx.app.db.update(profiles).set({ role: 'fan' }).where(eq(profiles.userId, other.userId));
  });

  it.skipIf(testDbKind() !== 'postgres')(
    'two admins demoting each other, both past the access check and racing in the database: one 200, one 409 (PostgreSQL only: PGlite is one connection, so no second session can hold the lock while both requests wait)',
    async () => {
      await twoAdmins();
      const before = (await roleChanges()).length;
      const { default: pg } = await import('pg');
      const holder = new pg.Client({ connectionString: ctx.databaseUrl });
      await holder.connect();
      try {
        // Hold every admin row, so both requests pass their access check and then meet here.
        await holder.query('begin');
        await holder.query(`select user_id from profiles where role = 'admin' for update`);
        const racing = Promise.all([
          as.admin!.patch(`/api/admin/members/${other.userId}`, { role: 'fan' }),
          other.patch(`/api/admin/members/${adminId}`, { role: 'fan' }),
        ]);
        const deadline = Date.now() + 10_000;
        for (;;) {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n >= 2) break;
          if (Date.now() > deadline) throw new Error('the two requests never waited on the lock');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await holder.query('commit');
        const results = await racing;
        const byStatus = results.map((r) => r.statusCode).sort();
        expect(byStatus).toEqual([200, 409]);
        expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(LAST_ADMIN);
      } finally {
        await holder.query('rollback').catch(() => {});
        await holder.end();
      }
      expect(await admins()).toHaveLength(1);
      expect((await roleChanges()).length - before).toBe(1);
    },
  );
});
