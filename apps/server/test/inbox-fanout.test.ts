import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepFanoutOutbox } from '../src/features/notifications/fanout-jobs';
import {
  fanOutGoLive,
  fanOutPost,
  fanoutRepository,
} from '../src/features/notifications/fanout-repository';
import { freePort } from './helpers/private-services';
import { seedMembersSql } from './helpers/seed-members-sql';
import { runServer, waitFor, waitForHealthy } from './helpers/spawn-server';
import { createTestApp } from './helpers/test-app';
import { createEmptyPostgresDatabase, testDbKind } from './helpers/test-database';

/** The inbox fan-out of an artist post, in one process (the crash test is below). */
describe(`inbox fan-out of artist posts on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let artistId = '';
  const MEMBERS = 150;

  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await ctx.app.db.execute(query)).rows[0] as T;
  async function artistPost(requiredTier: string, body = 'New song out Friday. '.repeat(12)) {
    const id = randomUUID();
    await ctx.app.db.execute(sql`
      insert into posts (id, kind, title, body, required_tier, author_id, fanned_out_at)
      values (${id}, 'artist', 'News', ${body}, ${requiredTier}::tier, ${artistId}, null)`);
    return id;
  }
  /** Entitled members without exactly one item for the post, and items of members not entitled. */
  const mistakes = (postId: string, minTier: string) => mistakesFor(`post:${postId}`, minTier);
  const mistakesFor = (groupKey: string, minTier: string) =>
    one<{ missing: number; doubled: number; extra: number }>(sql`
      with entitled as (
        select user_id from profiles
        where user_id <> ${artistId}
          and (role in ('admin', 'artist') or subscription_tier >= ${minTier}::tier)),
      got as (
        select user_id, count(*) as n from inbox_items where group_key = ${groupKey}
        group by user_id)
      select
        (select count(*) from entitled e where not exists (select 1 from got g where g.user_id = e.user_id))::int as missing,
        (select count(*) from got where n > 1)::int as doubled,
        (select count(*) from got g where not exists (select 1 from entitled e where e.user_id = g.user_id))::int as extra`);

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const statement of seedMembersSql('fo', MEMBERS))
      await ctx.app.db.execute(sql.raw(statement));
    artistId = (
      await one<{ id: string }>(sql`select id from users where email = 'artist@example.com'`)
    ).id;
  });
  afterAll(() => ctx?.close());

  it('puts a published artist post in every member inbox exactly once (free posts reach everyone), not the author', async () => {
    const postId = await artistPost('free');
    await ctx.app.domainEvents.emit('community.post.published', {
      postId,
      authorId: artistId,
      kind: 'artist',
    });
    await ctx.app.jobs.settled();
    expect(await mistakes(postId, 'free')).toEqual({ missing: 0, doubled: 0, extra: 0 });
    const items = await one<{ n: number }>(
      sql`select count(*)::int as n from inbox_items where group_key = ${`post:${postId}`}`,
    );
    expect(items.n).toBeGreaterThanOrEqual(MEMBERS + 4); // the seeded members and four demo accounts
    const item = await one<Record<string, string>>(sql`
      select kind, title, body, url, read_at from inbox_items
      where group_key = ${`post:${postId}`} limit 1`);
    expect(item).toMatchObject({
      kind: 'artist_post',
      title: 'Aria Monroe posted',
      url: `/home/posts/${postId}`,
      read_at: null,
    });
    expect(item.body!.length).toBeLessThanOrEqual(141);
    expect(item.body).toMatch(/^New song out Friday\. .*…$/);
    const post = await one<{ done: boolean }>(
      sql`select fanned_out_at is not null as done from posts where id = ${postId}`,
    );
    expect(post.done).toBe(true);
  });

  it('reaches only members whose tier meets the post, plus staff, and never twice when run again', async () => {
    const postId = await artistPost('vip', 'For VIPs only');
    // Small batches, run to the end; then the same fan-out again, as a retry would.
    expect(await fanOutPost(ctx.app.db, postId, { batchSize: 7 })).not.toBeNull();
    await ctx.app.db.execute(sql`update posts set fanned_out_at = null where id = ${postId}`);
    expect(await fanOutPost(ctx.app.db, postId, { batchSize: 7 })).toEqual({ inserted: 0 });
    expect(await mistakes(postId, 'vip')).toEqual({ missing: 0, doubled: 0, extra: 0 });
    const free = await one<{ n: number }>(sql`
      select count(*)::int as n from inbox_items i join profiles p on p.user_id = i.user_id
      where i.group_key = ${`post:${postId}`} and p.subscription_tier = 'free' and p.role = 'fan'`);
    expect(free.n).toBe(0);
  });

  it('does not announce a held, deleted or fan post, nor one already fanned out', async () => {
    const held = await artistPost('free');
    await ctx.app.db.execute(sql`update posts set status = 'held' where id = ${held}`);
    const gone = await artistPost('free');
    await ctx.app.db.execute(sql`update posts set deleted_at = now() where id = ${gone}`);
    const fan = await artistPost('free');
    await ctx.app.db.execute(sql`update posts set kind = 'fan' where id = ${fan}`);
    for (const postId of [held, gone, fan]) {
      expect(await fanOutPost(ctx.app.db, postId)).toBeNull();
      const n = await one<{ n: number }>(
        sql`select count(*)::int as n from inbox_items where group_key = ${`post:${postId}`}`,
      );
      expect(n.n).toBe(0);
    }
  });

  it('tells members who may watch (Fan+ and up, staff) that the artist went live, once per stream', async () => {
    const streamId = randomUUID();
    const event = { streamId, userId: artistId, title: 'Late night set' };
    await ctx.app.domainEvents.emit('live.started', event);
    await ctx.app.jobs.settled();
    await ctx.app.domainEvents.emit('live.started', event);
    await ctx.app.jobs.settled();
    const got = await one<{ n: number; people: number; free: number; title: string }>(sql`
      select count(*)::int as n, count(distinct i.user_id)::int as people,
        count(*) filter (where p.subscription_tier = 'free' and p.role = 'fan')::int as free,
        min(i.title) as title
      from inbox_items i join profiles p on p.user_id = i.user_id
      where i.group_key = ${`live:${streamId}`}`);
    expect(got).toMatchObject({ free: 0, title: 'Aria Monroe is live: Late night set' });
    expect(got.n).toBe(got.people);
    const watchers = await one<{ n: number }>(sql`
      select count(*)::int as n from profiles where user_id <> ${artistId}
        and (role in ('admin', 'artist') or subscription_tier >= 'fanplus')`);
    expect(got.n).toBe(watchers.n);
  });

  /** A stream written with no `live.started` event: the process died after the insert, before the queueing. */
  async function streamWithoutEvent(
    o: { userId?: string; tier?: string; startedAgo?: string; active?: boolean } = {},
  ) {
    const id = randomUUID();
    await ctx.app.db.execute(sql`
      insert into live_streams (id, user_id, title, stream_key, audience_tier, is_active, started_at)
      values (${id}, ${o.userId ?? artistId}, 'After the crash', ${`key-${id}`},
        ${o.tier ?? 'fanplus'}::tier, ${o.active ?? true},
        now() - ${o.startedAgo ?? '2 minutes'}::interval)`);
    return id;
  }
  const sweep = () => sweepFanoutOutbox(ctx.app.jobs, fanoutRepository(ctx.app.db));
  const liveItems = async (streamId: string) =>
    (
      await one<{ n: number }>(
        sql`select count(*)::int as n from inbox_items where group_key = ${`live:${streamId}`}`,
      )
    ).n;
  const streamFannedOut = async (streamId: string) =>
    (
      await one<{ done: boolean }>(
        sql`select fanned_out_at is not null as done from live_streams where id = ${streamId}`,
      )
    ).done;
  const endStream = (streamId: string) =>
    ctx.app.db.execute(
      sql`update live_streams set is_active = false, ended_at = now() where id = ${streamId}`,
    );

  it('announces a go-live whose job was never queued (a crash after the stream was written) at the next outbox sweep, exactly once; a later sweep adds nothing', async () => {
    const streamId = await streamWithoutEvent();
    try {
      expect(await liveItems(streamId)).toBe(0);
      // Two sweeps at once (two processes) both find it: the singleton key, the outbox mark and
      // the inbox's unique group key keep it to one item per member.
      await Promise.all([sweep(), sweep()]);
      await ctx.app.jobs.settled();
      expect(await mistakesFor(`live:${streamId}`, 'fanplus')).toEqual({
        missing: 0,
        doubled: 0,
        extra: 0,
      });
      const first = await liveItems(streamId);
      expect(first).toBeGreaterThan(MEMBERS / 3); // two thirds of the seeded members are Fan+ or VIP
      const item = await one<Record<string, string>>(sql`
        select kind, title, url from inbox_items where group_key = ${`live:${streamId}`} limit 1`);
      expect(item).toEqual({
        kind: 'live_started',
        title: 'Aria Monroe is live: After the crash',
        url: '/media-hub/live',
      });
      expect(await streamFannedOut(streamId)).toBe(true);

      await sweep();
      await ctx.app.jobs.settled();
      expect(await liveItems(streamId)).toBe(first);
      const left = await one<{ n: number }>(
        sql`select count(*)::int as n from jobs where name = 'fanout.live'`,
      );
      expect(left.n).toBe(0);
    } finally {
      await endStream(streamId);
    }
  });

  it('leaves a stream just started to its own event, tells only VIPs and staff of a VIP stream, and calls no one to a stream that has ended', async () => {
    const adminId = (
      await one<{ id: string }>(sql`select id from users where email = 'admin@example.com'`)
    ).id;
    const fresh = await streamWithoutEvent({ userId: adminId, startedAgo: '1 second' });
    const vip = await streamWithoutEvent({ tier: 'vip' });
    const ended = await streamWithoutEvent({ userId: 'fo-0000001', active: false });
    try {
      await sweep();
      await ctx.app.jobs.settled();
      // Younger than the outbox age: its own job may still be on the way, so the sweep waits.
      expect(await liveItems(fresh)).toBe(0);
      expect(await streamFannedOut(fresh)).toBe(false);
      // The stream's audience tier, not the event's defaults, says who is called to watch.
      expect(await mistakesFor(`live:${vip}`, 'vip')).toEqual({ missing: 0, doubled: 0, extra: 0 });
      // Over before it was announced: neither the sweep nor a job left from before a crash tells anyone.
      expect(await liveItems(ended)).toBe(0);
      expect(
        await fanOutGoLive(ctx.app.db, { streamId: ended, userId: 'fo-0000001', title: 'x' }),
      ).toBeNull();
      expect(await liveItems(ended)).toBe(0);
    } finally {
      await endStream(fresh);
      await endStream(vip);
    }
  });
});

/**
 * THE CRASH TEST: the real server process is killed with SIGKILL half-way through the fan-out of
 * an artist post to 12,000 members, then started again. The post is written straight
 * into the database with no event (as if the process died between the commit and the send) and
 * its job row is queued by hand with small batches, so the kill lands mid-way.
 */
describe(
  `inbox fan-out survives kill -9 of the real process on ${testDbKind()}`,
  { timeout: 600_000 },
  () => {
    const MEMBERS = 12_000;
    const BATCH = 10;
    const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-fanout-crash-'));
    let databaseUrl: string | undefined;
    let dropDatabase = async () => {};
    let server: ReturnType<typeof runServer> | null = null;

    let port = 0;
    function spawnServer() {
      server = runServer(
        {
          DATA_DIR: dataDir,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          PORT: String(port),
          HOST: '127.0.0.1',
          RTMP_PORT: '0',
          DEMO_MODE: 'true',
          LOG_LEVEL: 'info',
        },
        300_000,
      );
    }
    async function start() {
      port = await freePort();
      spawnServer();
      await waitForHealthy(`http://127.0.0.1:${port}`, 180_000);
    }
    async function stop(signal: 'SIGKILL' | 'SIGTERM') {
      server!.child.kill(signal);
      await server!.exited;
      server = null;
    }
    /** Straight to the database, with the server stopped (PGlite allows one process only). */
    async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query(text, values)).rows as T[];
        } finally {
          await client.end();
        }
      }
      const db = await PGlite.create(join(dataDir, 'pglite'));
      try {
        return (await db.query<T>(text, values)).rows;
      } finally {
        await db.close();
      }
    }

    beforeAll(async () => {
      if (testDbKind() === 'postgres') {
        const empty = await createEmptyPostgresDatabase('fanclub_fanout');
        databaseUrl = empty.url;
        dropDatabase = empty.drop;
      }
    });
    afterAll(async () => {
      if (server) await stop('SIGKILL');
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('gives every entitled member exactly one inbox item and marks the post fanned out', async () => {
      await start(); // migrates and seeds the demo accounts
      await stop('SIGTERM');
      const postId = randomUUID();
      for (const statement of seedMembersSql('crash', MEMBERS)) await query(statement);
      // Only this post is announced here (the demo posts' fan-outs would muddle the count).
      await query(`update posts set fanned_out_at = now() where fanned_out_at is null`);
      await query(`delete from jobs`);
      const [{ id: artistId }] = (await query<{ id: string }>(
        `select id from users where email = 'artist@example.com'`,
      )) as [{ id: string }];
      await query(
        `insert into posts (id, kind, title, body, required_tier, author_id, fanned_out_at, created_at)
       values ($1, 'artist', 'Tour', 'Tour dates are out!', 'free', $2, null, now() - interval '2 minutes')`,
        [postId, artistId],
      );
      await query(
        `insert into jobs (name, data, singleton_key) values ('fanout.post', $1::jsonb, $2)`,
        [JSON.stringify({ postId, batchSize: BATCH }), `post:${postId}`],
      );
      const [{ n: entitled }] = (await query<{ n: number }>(
        `select count(*)::int as n from profiles where user_id <> $1`,
        [artistId],
      )) as [{ n: number }];
      const count = async () =>
        (
          await query<{ n: number; people: number; done: boolean }>(
            `select count(*)::int as n, count(distinct user_id)::int as people,
             (select fanned_out_at is not null from posts where id = $1) as done
           from inbox_items where group_key = $2`,
            [postId, `post:${postId}`],
          )
        )[0]!;

      // Killed from the output handler itself, the moment the fifth batch is logged (the job may
      // run before the server even answers its health check).
      port = await freePort();
      spawnServer();
      const child = server!.child;
      let seen = 0;
      child.stdout!.on('data', (d: Buffer) => {
        seen += d
          .toString()
          .split('\n')
          .filter((l) => l.includes(postId) && l.includes('fan-out batch written')).length;
        if (seen >= 5) child.kill('SIGKILL');
      });
      const { stdout: killedOut } = await server!.exited;
      server = null;
      expect(seen).toBeGreaterThanOrEqual(5);
      const halfway = await count();
      expect(killedOut).not.toContain('artist post fanned out');
      expect(halfway.done).toBe(false);
      expect(halfway.n).toBeLessThan(entitled);
      expect(halfway.n).toBeGreaterThan(0);

      // The job's lease lapses, the new process takes it again and finishes.
      await start();
      await waitFor(() => server!.output().includes('artist post fanned out'), 240_000);
      await stop('SIGTERM');
      const after = await count();
      expect(after).toEqual({ n: entitled, people: entitled, done: true });
      const [missing] = await query<{ n: number }>(
        `select count(*)::int as n from profiles p where p.user_id <> $1
         and not exists (select 1 from inbox_items i where i.user_id = p.user_id and i.group_key = $2)`,
        [artistId, `post:${postId}`],
      );
      expect(missing).toEqual({ n: 0 });
    });

    it('announces a go-live written just before a crash (its job never queued) once the process is back, to each member once', async () => {
      const [{ id: artistId }] = (await query<{ id: string }>(
        `select id from users where email = 'artist@example.com'`,
      )) as [{ id: string }];
      const streamId = randomUUID();
      // The stream row as the start request wrote it; the process died before the event's job.
      await query(
        `insert into live_streams (id, user_id, title, stream_key, audience_tier, is_active, started_at)
         values ($1, $2, 'Back on air', $3, 'fanplus', true, now() - interval '2 minutes')`,
        [streamId, artistId, `key-${streamId}`],
      );
      await start(); // the outbox sweep at start finds it
      await waitFor(
        () =>
          server!.output().includes(streamId) && server!.output().includes('go-live fanned out'),
        240_000,
      );
      await stop('SIGTERM');
      const [got] = await query<{ n: number; people: number; done: boolean }>(
        `select count(*)::int as n, count(distinct user_id)::int as people,
           (select fanned_out_at is not null from live_streams where id = $1) as done
         from inbox_items where group_key = $2`,
        [streamId, `live:${streamId}`],
      );
      const [{ n: watchers }] = (await query<{ n: number }>(
        `select count(*)::int as n from profiles where user_id <> $1
           and (role in ('admin', 'artist') or subscription_tier >= 'fanplus')`,
        [artistId],
      )) as [{ n: number }];
      expect(got).toEqual({ n: watchers, people: watchers, done: true });
    });
  },
);
