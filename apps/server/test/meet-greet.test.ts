import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetGreetNotPickedTitle, meetGreetWonTitle } from '@fanclub/shared/schemas/meet-greet';
import { drawOrder } from '../src/features/meet-greet/draw-order';
import { meetGreetRepository } from '../src/features/meet-greet/repository';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signedInMembers } from './helpers/members';
import { signInEveryRole } from './helpers/session';
import { newTicketCode } from './security/ticket-fixtures';

// Meet & greet (issue 30, VIP perk): VIP members enter once during the window, a durable job
// draws once at the close with a kept seed (recomputable from the audit log), winners get a pass
// door staff let in once, and a place given back goes to the next in the draw's order.
const HOUR = 3_600_000;
const title = 'Meet Greet Night';

describe(`meet & greet on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  let vips: Awaited<ReturnType<typeof signedInMembers>>;
  let eventId: string;
  const eventDate = new Date(Date.now() + 30 * 24 * HOUR);
  const db = () => ctx.app.db;
  const settings = (over: Record<string, unknown> = {}) => ({
    places: 2,
    opensAt: new Date(Date.now() - HOUR).toISOString(),
    closesAt: new Date(Date.now() + HOUR).toISOString(),
    giveBackUntil: new Date(eventDate.getTime() - 24 * HOUR).toISOString(),
    ...over,
  });
  const url = () => `/api/events/${eventId}/meet-greet`;
  const enter = (who: Awaited<ReturnType<typeof signInEveryRole>>[string]) =>
    who.post(`${url()}/entries`);
  /** The member's passes for this test's event (the race test's event may have given them one too). */
  const passesHere = async (who: Awaited<ReturnType<typeof signInEveryRole>>[string]) =>
    (
      (await who.get('/api/me/meet-greet-passes')).json() as { eventId: string; code: string }[]
    ).filter((p) => p.eventId === eventId);
  const inboxTitles = async (userId: string) =>
    (
      await db().execute<{ title: string }>(
        sql`select title from inbox_items where user_id = ${userId} and kind = 'meet_greet' order by title`,
      )
    ).rows.map((r) => r.title);
  const userIdOf = async (email: string) =>
    (await db().execute<{ id: string }>(sql`select id from users where email = ${email}`)).rows[0]!
      .id;
  /** The close comes: the window ends and the queued draw job falls due. */
  async function closeNow() {
    await db().execute(
      sql`update meet_greets set closes_at = now() - interval '1 second' where event_id = ${eventId}`,
    );
    await db().execute(
      sql`update jobs set run_after = now() where name = 'meet-greet.draw' and data ->> 'eventId' = ${eventId}`,
    );
    await ctx.app.jobs.settled();
    await ctx.app.jobs.settled();
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.63.0');
    vips = await signedInMembers(ctx.app, ctx.config.publicUrl, 'mgvip', 4, 'vip');
    const made = await as.admin!.post('/api/admin/events', {
      title,
      eventDate: eventDate.toISOString(),
      location: 'Austin, TX',
    });
    expect(made.statusCode, made.body).toBe(201);
    eventId = made.json().id;
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('shows nothing until staff attach one, and checks what staff send', async () => {
    expect((await as.anonymous!.get(url())).json().meetGreet).toBeNull();
    const put = (body: object) => as.artist!.put(`/api/admin/events/${eventId}/meet-greet`, body);
    const backwards = await put(
      settings({ closesAt: new Date(Date.now() - 2 * HOUR).toISOString() }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('Entries must close after they open.');
    const late = await put(
      settings({ giveBackUntil: new Date(eventDate.getTime() + HOUR).toISOString() }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The give-back deadline must be before the event starts.');
    expect((await put(settings({ places: 0 }))).statusCode).toBe(400);
    for (const bad of ['not-an-event', '00000000-0000-4000-8000-000000000000']) {
      expect((await as.admin!.get(`/api/admin/events/${bad}/meet-greet`)).statusCode).toBe(404);
      const missing = await as.admin!.put(`/api/admin/events/${bad}/meet-greet`, settings());
      expect(missing.statusCode).toBe(404);
    }
    const ok = await put(settings());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      entries: 0,
      draw: null,
      meetGreet: { places: 2, drawn: false },
    });
    // The draw is queued for the close.
    const { rows } = await db().execute(
      sql`select 1 from jobs where name = 'meet-greet.draw' and data ->> 'eventId' = ${eventId}`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('lets only VIP members enter, once each, and never staff', async () => {
    const anonymous = await as.anonymous!.get(url());
    expect(anonymous.json()).toMatchObject({ eligible: false, status: 'none' });
    for (const role of ['fan', 'fanplus'] as const) {
      const res = await enter(as[role]!);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(
        'The meet & greet is for VIP members. Upgrade to VIP to enter.',
      );
    }
    for (const role of ['artist', 'admin'] as const) {
      const res = await enter(as[role]!);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toContain('Staff run the meet & greet');
    }
    const first = await enter(as.vip!);
    expect(first.statusCode, JSON.stringify(first.json())).toBe(200);
    expect(first.json()).toMatchObject({ eligible: true, status: 'entered' });
    const again = await enter(as.vip!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already entered this meet & greet.');
    for (const v of vips) expect((await enter(v)).statusCode).toBe(200);
    expect((await as.admin!.get(`/api/admin/events/${eventId}/meet-greet`)).json().entries).toBe(5);
  });

  it('takes entries only inside the window', async () => {
    const other = await as.admin!.post('/api/admin/events', {
      title: 'Window Test',
      eventDate: eventDate.toISOString(),
    });
    const id = other.json().id as string;
    const put = (over: Record<string, unknown>) =>
      as.admin!.put(`/api/admin/events/${id}/meet-greet`, settings(over));
    await put({
      opensAt: new Date(Date.now() + HOUR).toISOString(),
      closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const early = await as.vip!.post(`/api/events/${id}/meet-greet/entries`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Entries open /);
    // Other languages name the zone in the date itself ('… UTC' once, not twice).
    const earlyJa = await as.vip!.post(`/api/events/${id}/meet-greet/entries`, undefined, {
      'accept-language': 'ja',
    });
    expect(earlyJa.json().message).toMatch(
      /^応募受付は\d{4}年\d{1,2}月\d{1,2}日.+ UTCに始まります。$/,
    );
    await put({
      opensAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      closesAt: new Date(Date.now() - HOUR).toISOString(),
    });
    const late = await as.vip!.post(`/api/events/${id}/meet-greet/entries`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Entries for this meet & greet are closed.');
    const none = await as.vip!.post(`/api/events/${eventDate.getTime()}/meet-greet/entries`);
    expect(none.statusCode).toBe(404);
  });

  it('draws once at the close, even when the draw runs again or twice at once', async () => {
    await closeNow();
    const draws = async () =>
      (await db().execute(sql`select seed from meet_greet_draws where event_id = ${eventId}`)).rows;
    expect(await draws()).toHaveLength(1);
    // The job again (a retry, a second send) and two draws racing: still the one draw.
    await ctx.app.jobs.send('meet-greet.draw', { eventId });
    const repo = meetGreetRepository(db());
    const racing = await Promise.all(
      ['aa', 'bb'].map((seed) =>
        repo.draw(
          eventId,
          seed.repeat(32),
          (ids) => ids,
          () => {
            throw new Error('a second draw must not get this far');
          },
        ),
      ),
    );
    expect(racing).toEqual([null, null]);
    await ctx.app.jobs.settled();
    expect(await draws()).toHaveLength(1);
    const audits = await db().execute(
      sql`select 1 from audit_log where action = 'event.meet_greet_drawn' and target_id = ${eventId}`,
    );
    expect(audits.rows).toHaveLength(1);
    // Drawn: entries are closed and the settings can no longer change.
    expect((await enter(as.fanplus!)).statusCode).toBe(403);
    const changed = await as.admin!.put(`/api/admin/events/${eventId}/meet-greet`, settings());
    expect(changed.statusCode).toBe(409);
  });

  it('lets exactly one of two draws racing on an undrawn meet & greet through', async () => {
    const other = await as.admin!.post('/api/admin/events', {
      title: 'Race Test',
      eventDate: eventDate.toISOString(),
    });
    const id = other.json().id as string;
    await as.admin!.put(`/api/admin/events/${id}/meet-greet`, settings({ places: 1 }));
    for (const v of vips.slice(0, 3))
      expect((await v.post(`/api/events/${id}/meet-greet/entries`)).statusCode).toBe(200);
    const repo = meetGreetRepository(db());
    const entry = (seed: string) => ({
      actorId: null,
      action: 'event.meet_greet_drawn' as const,
      targetType: 'event' as const,
      targetId: id,
      details: { seed },
    });
    const results = await Promise.all(
      ['aa', 'bb'].map((s) =>
        repo.draw(
          id,
          s.repeat(32),
          (ids) => [...ids].reverse(),
          () => entry(s),
        ),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const rows = await db().execute(
      sql`select (select count(*) from meet_greet_draws where event_id = ${id})::int as draws,
                 (select count(*) from audit_log where target_id = ${id} and action = 'event.meet_greet_drawn')::int as audits,
                 (select count(*) from meet_greet_entries where event_id = ${id} and won_at is not null)::int as winners`,
    );
    expect(rows.rows[0]).toEqual({ draws: 1, audits: 1, winners: 1 });
  });

  it('can be recomputed from the audit log: seed, entrants, order and winners', async () => {
    const { rows } = await db().execute<{ details: Record<string, unknown> }>(
      sql`select details from audit_log where action = 'event.meet_greet_drawn' and target_id = ${eventId}`,
    );
    const d = rows[0]!.details as {
      seed: string;
      places: number;
      entrants: string[];
      order: string[];
      winners: string[];
    };
    expect(d.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(d.places).toBe(2);
    expect(d.entrants).toHaveLength(5);
    expect(drawOrder(d.seed, d.entrants)).toEqual(d.order);
    // Reshuffled input gives the same order: only the seed decides.
    expect(drawOrder(d.seed, [...d.entrants].reverse())).toEqual(d.order);
    // Another seed gives another order: five entrants have 120 orders, so one other seed matches
    // by chance once in 120 runs (it did in CI); of four, all would once in 200 million.
    const others = ['00', '55', 'aa', 'ff'].map((b) => drawOrder(b.repeat(32), d.entrants));
    expect(others.some((order) => JSON.stringify(order) !== JSON.stringify(d.order))).toBe(true);
    expect(d.winners).toEqual(d.order.slice(0, 2));
    // Member ids only, no e-mail.
    expect(JSON.stringify(d)).not.toContain('@');
    const ranks = await db().execute<{ user_id: string; draw_rank: number; won: boolean }>(
      sql`select user_id, draw_rank, won_at is not null as won from meet_greet_entries
          where event_id = ${eventId} order by draw_rank`,
    );
    expect(ranks.rows.map((r) => r.user_id)).toEqual(d.order);
    expect(ranks.rows.map((r) => r.won)).toEqual([true, true, false, false, false]);
  });

  it('tells winners and, kindly, the others; winners see a pass with their tickets', async () => {
    await ctx.app.jobs.settled();
    const order = (
      await db().execute<{ user_id: string }>(
        sql`select user_id from meet_greet_entries where event_id = ${eventId} order by draw_rank`,
      )
    ).rows.map((r) => r.user_id);
    expect(await inboxTitles(order[0]!)).toEqual([meetGreetWonTitle(title)]);
    expect(await inboxTitles(order[4]!)).toEqual([meetGreetNotPickedTitle(title)]);
    const sessionOf = async (userId: string) =>
      userId === (await userIdOf('vip@example.com'))
        ? as.vip!
        : vips.find((v) => v.userId === userId)!;
    const winner = await sessionOf(order[0]!);
    const passes = await passesHere(winner);
    expect(passes).toHaveLength(1);
    expect(passes[0]).toMatchObject({ eventId, eventTitle: title, used: false, canGiveBack: true });
    expect(passes[0]!.code).toMatch(/^mg\./);
    expect((await winner.get(url())).json()).toMatchObject({ status: 'won', canGiveBack: true });
    const loser = await sessionOf(order[4]!);
    expect(await passesHere(loser)).toEqual([]);
    expect((await loser.get(url())).json()).toMatchObject({ status: 'not_picked' });
    // Both in the reader's language in their inbox (stored in English, as above).
    const inJapanese = async (who: typeof winner) =>
      (await who.inject({ method: 'GET', url: '/api/inbox', headers: { 'accept-language': 'ja' } }))
        .json()
        .items.filter((i: { kind: string }) => i.kind === 'meet_greet');
    expect(await inJapanese(winner)).toMatchObject([
      {
        title: `${title}のミート＆グリートに当選しました`,
        body: 'パスはチケットと一緒にあります。',
      },
    ]);
    expect(await inJapanese(loser)).toMatchObject([
      {
        title: expect.stringMatching(
          new RegExp(`^${title}のミート＆グリートの抽選が行われました。`),
        ),
        body: title,
      },
    ]);
  });

  it('lets a pass in once; a ticket code or a forged pass is refused', async () => {
    const order = (
      await db().execute<{ user_id: string }>(
        sql`select user_id from meet_greet_entries where event_id = ${eventId} order by draw_rank`,
      )
    ).rows.map((r) => r.user_id);
    const winner = vips.find((v) => v.userId === order[1]) ?? as.vip!;
    const code = (await passesHere(winner))[0]!.code as string;
    const verify = (c: string) => as.artist!.post('/api/meet-greet/passes/verify', { code: c });
    const forged = `${code.slice(0, -4)}AAAA`;
    expect((await verify(forged)).statusCode).toBe(400);
    const ticket = await newTicketCode(ctx.app, eventId, order[1]!);
    expect((await verify(ticket)).statusCode).toBe(400);
    expect((await verify(`mg.${ticket}`)).statusCode).toBe(400);
    const [one, two] = await Promise.all([verify(code), verify(code)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const admitted = (one.statusCode === 200 ? one : two).json();
    expect(admitted).toMatchObject({ eventTitle: title });
    expect(JSON.stringify(admitted)).not.toContain('@');
    expect((await verify(code)).json().message).toMatch(/^This pass was already used at/);
    // A used pass cannot be given back, and shows no code.
    expect((await winner.post(`${url()}/give-back`)).statusCode).toBe(409);
    expect((await passesHere(winner))[0]).toMatchObject({
      used: true,
      code: null,
    });
  });

  it('hands a place given back to the next in the draw, who gets a pass and the news', async () => {
    const order = (
      await db().execute<{ user_id: string }>(
        sql`select user_id from meet_greet_entries where event_id = ${eventId} order by draw_rank`,
      )
    ).rows.map((r) => r.user_id);
    const session = (id: string) => vips.find((v) => v.userId === id) ?? as.vip!;
    const winner = session(order[0]!);
    const code = (await passesHere(winner))[0]!.code as string;
    const back = await winner.post(`${url()}/give-back`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'given_back', canGiveBack: false });
    expect(await passesHere(winner)).toEqual([]);
    expect((await as.artist!.post('/api/meet-greet/passes/verify', { code })).statusCode).toBe(409);
    expect((await winner.post(`${url()}/give-back`)).statusCode).toBe(409);
    await ctx.app.jobs.settled();
    const next = session(order[2]!);
    expect((await next.get(url())).json()).toMatchObject({ status: 'won' });
    expect((await passesHere(next))[0]!.code).toMatch(/^mg\./);
    expect(await inboxTitles(order[2]!)).toEqual(
      [meetGreetNotPickedTitle(title), meetGreetWonTitle(title)].sort(),
    );
    expect(await inboxTitles(order[3]!)).toEqual([meetGreetNotPickedTitle(title)]);
    const admin = (await as.admin!.get(`/api/admin/events/${eventId}/meet-greet`)).json();
    expect(admin.draw.order.map((o: { outcome: string }) => o.outcome)).toEqual([
      'given_back',
      'won',
      'won',
      'waiting',
      'waiting',
    ]);
    expect(JSON.stringify(admin)).not.toContain('@');
  });

  it('refuses a give-back after the deadline', async () => {
    const order = (
      await db().execute<{ user_id: string }>(
        sql`select user_id from meet_greet_entries where event_id = ${eventId} order by draw_rank`,
      )
    ).rows.map((r) => r.user_id);
    await db().execute(
      sql`update meet_greets set give_back_until = now() - interval '1 second' where event_id = ${eventId}`,
    );
    const holder = vips.find((v) => v.userId === order[2]) ?? as.vip!;
    const res = await holder.post(`${url()}/give-back`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The deadline to give your place back has passed.');
    expect((await holder.get(url())).json()).toMatchObject({ status: 'won', canGiveBack: false });
  });
});
