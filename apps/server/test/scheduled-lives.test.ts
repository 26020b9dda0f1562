import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@fanclub/shared/schemas/community';
import { outbox, signInEveryRole } from './helpers/session';
import { multipartFile } from './security/fixtures';

// Scheduled lives with reminders (issue 32). The artist or an admin schedules a live; every member
// sees it in "Upcoming Live Streams"; Remind me is for who may watch it (the stream's tier rule:
// Fan+ and up for a Fan+ live, VIP for a VIP live, and staff), so a free fan is refused, as
// playback would refuse them. At the time, a durable job tells who asked, once; if the artist
// goes live near the time first, the live takes the scheduled item's place and the go-live
// tells them, still once.
type Role = 'fan' | 'fanplus' | 'vip' | 'artist' | 'admin';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe(`scheduled lives on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  const db = () => ctx.app.db;
  const del = (role: string, url: string) => as[role]!.inject({ method: 'DELETE', url });
  const schedule = async (o: Record<string, unknown> = {}) => {
    const res = await as.artist!.post('/api/live/scheduled', {
      title: 'Acoustic night',
      startsAt: inMinutes(24 * 60),
      audienceTier: 'fanplus',
      ...o,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; startsAt: string };
  };
  const itemsOf = async (role: Role, id: string) =>
    (
      await db().execute<{ title: string; group_key: string }>(
        sql`select title, group_key from inbox_items i join users u on u.id = i.user_id
            where u.email = ${`${role}@example.com`}
              and (group_key = ${`scheduled-live:${id}`} or group_key in (
                select 'live:' || stream_id from scheduled_lives where id = ${id}
                  and stream_id is not null))`,
      )
    ).rows;
  /** The live's time comes: its job, queued when it was scheduled, runs now. */
  async function reachTime(id: string) {
    await vi.waitFor(async () => {
      const queued = await db().execute(
        sql`select 1 from jobs where name = 'inbox.live-reminder'
            and data ->> 'scheduledLiveId' = ${id}`,
      );
      expect(queued.rows.length).toBeGreaterThan(0);
    });
    await db().execute(sql`update scheduled_lives set starts_at = now() where id = ${id}`);
    const { at } = (
      await db().execute<{ at: string }>(
        sql`select starts_at as at from scheduled_lives where id = ${id}`,
      )
    ).rows[0]!;
    await db().execute(sql`update jobs set run_after = now(), data = jsonb_set(data, '{startsAt}',
      to_jsonb(${new Date(at).toISOString()}::text)) where name = 'inbox.live-reminder'
      and data ->> 'scheduledLiveId' = ${id}`);
    await ctx.app.jobs.settled();
  }
  /** The go-live's fan-out (queued after the start answered) has finished. */
  const fannedOut = (streamId: string) =>
    vi.waitFor(
      async () => {
        await ctx.app.jobs.settled();
        const { rows } = await db().execute<{ done: boolean }>(
          sql`select fanned_out_at is not null as done from live_streams where id = ${streamId}`,
        );
        expect(rows[0]!.done).toBe(true);
      },
      { timeout: 10_000 },
    );
  const stopAll = async () => {
    for (const s of (await as.admin!.get('/api/live/mine')).json().streams as { id: string }[])
      await as.admin!.post('/api/live/stop', { streamId: s.id });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.66.0');
  });
  afterAll(async () => ctx?.close());

  it('the artist and admins schedule a live; bad input gets a clear 400; others are refused', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'Please enter a stream title.'],
      [{ title: 'x'.repeat(121) }, 'Please keep the title to 120 characters.'],
      [{ startsAt: 'tonight' }, 'Please choose a date and time for the live.'],
      [{ startsAt: inMinutes(-1) }, 'Please choose a time in the future.'],
      [{ startsAt: inMinutes(400 * 24 * 60) }, 'Please choose a time within the next year.'],
      [{ audienceTier: 'free' }, 'Please choose who can watch.'],
    ];
    for (const [change, message] of bad) {
      const res = await as.artist!.post('/api/live/scheduled', {
        title: 'Acoustic night',
        startsAt: inMinutes(60),
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    for (const role of ['fan', 'fanplus', 'vip', 'staff'])
      expect(
        (await as[role]!.post('/api/live/scheduled', { title: 'x', startsAt: inMinutes(60) }))
          .statusCode,
        role,
      ).toBe(403);
    expect(
      (await as.anonymous!.post('/api/live/scheduled', { title: 'x', startsAt: inMinutes(60) }))
        .statusCode,
    ).toBe(401);

    const made = await schedule({ title: 'Moved set' });
    // Moving it queues a job for the new time; the old job will find nothing to do.
    const moved = await as.admin!.patch(`/api/live/scheduled/${made.id}`, {
      startsAt: inMinutes(48 * 60),
    });
    expect(moved.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const jobs = await db().execute(
        sql`select 1 from jobs where name = 'inbox.live-reminder'
            and data ->> 'scheduledLiveId' = ${made.id}`,
      );
      expect(jobs.rows).toHaveLength(2);
    });
    expect((await as.artist!.patch(`/api/live/scheduled/${made.id}`, {})).statusCode).toBe(400);
    expect((await as.artist!.patch('/api/live/scheduled/nope', { title: 'x' })).statusCode).toBe(
      404,
    );
    // An admin's scheduled live is the admin's to change (or another admin's), not the artist's.
    const admins = (
      await as.admin!.post('/api/live/scheduled', { title: 'Admin set', startsAt: inMinutes(90) })
    ).json() as { id: string };
    const refused = await as.artist!.patch(`/api/live/scheduled/${admins.id}`, { title: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect((await del('artist', `/api/live/scheduled/${admins.id}`)).statusCode).toBe(403);
    expect((await del('admin', `/api/live/scheduled/${admins.id}`)).statusCode).toBe(200);
    expect((await del('admin', `/api/live/scheduled/${admins.id}`)).statusCode).toBe(404);
    expect((await del('admin', `/api/live/scheduled/${made.id}`)).statusCode).toBe(200);
  });

  it('lists the next lives soonest first, bounded, with each caller’s reminder and access', async () => {
    await db().execute(sql`delete from scheduled_lives`);
    expect((await as.fan!.get('/api/live/scheduled')).json()).toEqual({ lives: [] });
    const later = await schedule({ title: 'Later', startsAt: inMinutes(300) });
    const sooner = await schedule({
      title: 'Sooner',
      startsAt: inMinutes(30),
      audienceTier: 'vip',
    });
    await schedule({ title: 'Last', startsAt: inMinutes(600) });
    const list = (await as.fanplus!.get('/api/live/scheduled?limit=2')).json().lives;
    expect(list.map((l: { title: string }) => l.title)).toEqual(['Sooner', 'Later']);
    expect(list[0]).toMatchObject({
      id: sooner.id,
      audienceTier: 'vip',
      canWatch: false,
      reminded: false,
      streamId: null,
    });
    expect(list[1]).toMatchObject({ id: later.id, canWatch: true });
    expect((await as.fan!.get('/api/live/scheduled?limit=21')).statusCode).toBe(400);
    // Guests see the schedule too (the dashboard is public), never as reminded or watchable.
    const guest = await as.anonymous!.get('/api/live/scheduled');
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBe('private, no-store');
    expect(guest.json().lives.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining([sooner.id, later.id]),
    );
    for (const live of guest.json().lives)
      expect(live).toMatchObject({ reminded: false, canWatch: false });
    // Long past its time and never gone live: no longer upcoming.
    await db().execute(
      sql`update scheduled_lives set starts_at = now() - interval '3 hours' where id = ${later.id}`,
    );
    const titles = (await as.vip!.get('/api/live/scheduled?limit=20'))
      .json()
      .lives.map((l: { title: string }) => l.title);
    expect(titles).toEqual(['Sooner', 'Last']);
  });

  it('Remind me: who may watch can ask and undo; a free fan is refused a Fan+ live', async () => {
    const { id } = await schedule();
    const url = `/api/live/scheduled/${id}/reminder`;
    const refused = await as.fan!.put(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Livestreams are for Fan+ and VIP members.');
    expect((await as.fanplus!.put(url)).json()).toEqual({ reminded: true });
    expect((await as.fanplus!.put(url)).json()).toEqual({ reminded: true });
    const mine = (await as.fanplus!.get('/api/live/scheduled?limit=20'))
      .json()
      .lives.find((l: { id: string }) => l.id === id);
    expect(mine.reminded).toBe(true);
    expect((await del('fanplus', url)).json()).toEqual({ reminded: false });
    expect((await del('fan', url)).json()).toEqual({ reminded: false });
    expect(
      (await as.fanplus!.put('/api/live/scheduled/00000000-0000-4000-8000-000000000000/reminder'))
        .statusCode,
    ).toBe(404);
    expect((await as.anonymous!.put(url)).statusCode).toBe(401);
    const vipLive = await schedule({ audienceTier: 'vip' });
    const fanplus = await as.fanplus!.put(`/api/live/scheduled/${vipLive.id}/reminder`);
    expect(fanplus.statusCode).toBe(403);
    expect(fanplus.json().message).toBe('This livestream is for VIP members.');
  });

  it('at the time, who asked is told once by inbox, push and mail; nobody else; a moved live tells no one', async () => {
    const { id } = await schedule({ title: 'Midnight session' });
    // The VIP wants "The artist went live" by mail at once (their notification settings).
    const prefs = {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      live_started: { ...DEFAULT_NOTIFICATION_PREFERENCES.live_started, email: 'instant' },
    };
    expect((await as.vip!.put('/api/notification-preferences', prefs)).statusCode).toBe(200);
    for (const role of ['fanplus', 'vip'] as const)
      expect((await as[role]!.put(`/api/live/scheduled/${id}/reminder`)).statusCode).toBe(200);
    // A member who asked and then dropped to free is not called to a live they cannot watch.
    await db().execute(sql`insert into scheduled_live_reminders (scheduled_live_id, user_id)
      select ${id}, id from users where email = 'fan@example.com'`);
    const send = vi.spyOn(ctx.app.jobs, 'send');
    await reachTime(id);
    for (const role of ['fanplus', 'vip'] as const)
      expect(
        (await itemsOf(role, id)).map((i) => i.title),
        role,
      ).toEqual(['Aria Monroe goes live now: Midnight session']);
    for (const role of ['fan', 'artist', 'admin'] as const)
      expect(await itemsOf(role, id), role).toEqual([]);
    const pushed = () =>
      send.mock.calls
        .filter(([name]) => name === 'push.deliver')
        .flatMap(([, data]) => (data as { items: { title: string }[] }).items)
        .filter((i) => i.title.endsWith('Midnight session'));
    const afterFirst = pushed().length;
    expect(afterFirst).toBe(2);
    const mailed = () =>
      outbox(ctx.config.dataDir).filter(
        (m) => /^To: vip@example\.com/m.test(m.raw) && m.raw.includes('Midnight session'),
      );
    await vi.waitFor(() => expect(mailed()).toHaveLength(1));
    // The job again (a retry, a second process) tells nobody twice.
    const { at } = (
      await db().execute<{ at: string }>(
        sql`select starts_at as at from scheduled_lives where id = ${id}`,
      )
    ).rows[0]!;
    await ctx.app.jobs.send('inbox.live-reminder', {
      scheduledLiveId: id,
      startsAt: new Date(at).toISOString(),
    });
    await ctx.app.jobs.settled();
    expect((await itemsOf('vip', id)).length).toBe(1);
    expect(pushed().length).toBe(afterFirst);
    expect(mailed()).toHaveLength(1);
    send.mockRestore();

    // A live moved after its job was queued: the old job does nothing.
    const moved = await schedule({ title: 'Moved away' });
    await as.vip!.put(`/api/live/scheduled/${moved.id}/reminder`);
    await ctx.app.jobs.send('inbox.live-reminder', {
      scheduledLiveId: moved.id,
      startsAt: new Date(Date.now() - 1000).toISOString(),
    });
    await ctx.app.jobs.settled();
    expect(await itemsOf('vip', moved.id)).toEqual([]);
  });

  it('going live near the time turns the scheduled live into the live and tells who asked once', async () => {
    await stopAll();
    await db().execute(sql`delete from scheduled_lives`);
    const far = await schedule({ title: 'Next week', startsAt: inMinutes(7 * 24 * 60) });
    const due = await schedule({ title: 'Tonight', startsAt: inMinutes(10) });
    await as.fanplus!.put(`/api/live/scheduled/${due.id}/reminder`);
    await as.vip!.put(`/api/live/scheduled/${far.id}/reminder`);
    const started = await as.artist!.post('/api/live/start', { title: 'Tonight, live' });
    expect(started.statusCode).toBe(200);
    const streamId = started.json().id as string;
    await fannedOut(streamId);
    const { rows } = await db().execute<{ stream_id: string | null }>(
      sql`select stream_id from scheduled_lives where id = ${due.id}`,
    );
    expect(rows[0]!.stream_id).toBe(streamId);
    // It left the upcoming list; the far one stays.
    const upcoming = (await as.fanplus!.get('/api/live/scheduled?limit=20')).json().lives;
    expect(upcoming.map((l: { id: string }) => l.id)).toEqual([far.id]);
    // Who asked: one item (the reminder's), pointing at the live; not the go-live's as well.
    const told = await itemsOf('fanplus', due.id);
    expect(told).toEqual([
      { title: 'Aria Monroe is live: Tonight, live', group_key: `scheduled-live:${due.id}` },
    ]);
    // Everyone else who may watch gets the ordinary go-live notice.
    expect((await itemsOf('vip', due.id)).map((i) => i.group_key)).toEqual([`live:${streamId}`]);
    // The start-time job comes later: nothing more.
    await reachTime(due.id);
    expect(await itemsOf('fanplus', due.id)).toHaveLength(1);
    // It has started: no more changes or reminders.
    expect(
      (await as.artist!.patch(`/api/live/scheduled/${due.id}`, { title: 'Renamed' })).statusCode,
    ).toBe(409);
    expect((await as.vip!.put(`/api/live/scheduled/${due.id}/reminder`)).statusCode).toBe(409);
    await stopAll();
  });

  it('when the start-time job told them first, going live later does not tell them again', async () => {
    await stopAll();
    await db().execute(sql`delete from scheduled_lives`);
    const due = await schedule({ title: 'Running late', startsAt: inMinutes(5) });
    await as.vip!.put(`/api/live/scheduled/${due.id}/reminder`);
    await reachTime(due.id);
    expect((await itemsOf('vip', due.id)).map((i) => i.title)).toEqual([
      'Aria Monroe goes live now: Running late',
    ]);
    const started = await as.artist!.post('/api/live/start', { title: 'Sorry, late' });
    const streamId = started.json().id as string;
    await fannedOut(streamId);
    expect(await itemsOf('vip', due.id)).toHaveLength(1);
    // Those who did not ask still hear of the go-live.
    expect((await itemsOf('fanplus', due.id)).map((i) => i.group_key)).toEqual([
      `live:${streamId}`,
    ]);
    await stopAll();
  });

  it('a cover image: re-encoded and shown in the list; only who may change the live uploads it', async () => {
    const live = await schedule({ title: 'Cover live' });
    const png = await sharp({
      create: { width: 1920, height: 1080, channels: 3, background: '#ff2e88' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .png()
      .toBuffer();
    const upload = (role: string, id: string, data: Buffer, type = 'image/png') =>
      as[role]!.inject({
        method: 'POST',
        url: `/api/live/scheduled/${id}/cover`,
        ...multipartFile('file', 'cover.png', type, data),
      });
    for (const role of ['fan', 'fanplus', 'vip'])
      expect((await upload(role, live.id, png)).statusCode).toBe(403);
    const notImage = await upload('artist', live.id, Buffer.from('not an image'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().message).toBe('Please select an image file');
    expect((await upload('artist', '00000000-0000-4000-8000-000000000000', png)).statusCode).toBe(
      404,
    );

    const res = await upload('artist', live.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const { cover } = res.json() as { cover: { url: string; width: number; height: number } };
    expect(cover).toMatchObject({ width: 1600, height: 900 });
    // Stored as a fresh WebP with no metadata carried over.
    const stored = await ctx.app.inject({ method: 'GET', url: cover.url });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // An admin may change anyone's live, so may give it a cover too.
    expect((await upload('admin', live.id, png)).statusCode).toBe(200);

    const listed = (await as.fan!.get('/api/live/scheduled?limit=20')).json().lives as {
      id: string;
      cover: { url: string } | null;
    }[];
    expect(listed.find((l) => l.id === live.id)?.cover?.url).toMatch(/^\/storage\/live-covers\//);
    await del('artist', `/api/live/scheduled/${live.id}`);
  });

  it('Add to calendar: an .ics file with the time in UTC, escaped and folded text', async () => {
    const { id, startsAt } = await schedule({
      title: 'Songs, stories; and a long title that goes on and on past the fold of the line',
    });
    const res = await as.fan!.get(`/api/live/scheduled/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="live.ics"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = res.body.replace(/\r\n /g, '');
    const stamp = new Date(startsAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(unfolded).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(unfolded).toContain(`\r\nDTSTART:${stamp}\r\n`);
    expect(unfolded).toContain('\r\nDURATION:PT1H\r\n');
    expect(unfolded).toContain(
      '\r\nSUMMARY:Aria Monroe live: Songs\\, stories\\; and a long title that goes on and on past the fold of the line\r\n',
    );
    expect(unfolded).toContain(`\r\nUID:scheduled-live-${id}@`);
    expect(unfolded).toContain(`\r\nURL:${ctx.config.publicUrl}/media-hub\r\n`);
    expect(unfolded).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n');
    // The file says what the public list says, so guests may add it to a calendar too.
    expect((await as.anonymous!.get(`/api/live/scheduled/${id}/calendar.ics`)).statusCode).toBe(
      200,
    );
    expect((await as.fan!.get('/api/live/scheduled/x/calendar.ics')).statusCode).toBe(404);
  });
});
