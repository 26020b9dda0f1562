import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { liveChatMessages, liveChatMutes, liveStreams } from '../src/db/schema/live';
import { createTestApp } from './helpers/test-app';
import { scaledOutAvailable, useScaledApps } from './helpers/scaled-apps';
import { testDbKind } from './helpers/test-database';
import { client, signIn, signInEveryRole } from './helpers/session';
import { openLive } from './helpers/live-socket';
import { profiles } from '../src/db/schema/profiles';
import { signedInMembers } from './helpers/members';

type Client = ReturnType<typeof client>;
const SLOW_MODE = 'Slow mode is on: you can send one message per second.';

/** Waits out the one-second slow-mode window for a member who has just spoken. */
const afterSlowMode = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe(`live chat and hearts on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let streamId: string;
  const as: Record<string, Client> = {};
  const chatUrl = () => `/api/live/${streamId}/chat`;

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    Object.assign(as, await signInEveryRole(ctx.app, origin, '10.41.0'));
    // Livestreams (and their chat) are a Fan+ perk: the plain member here is a fan who pays for Fan+.
    await ctx.app.db
      .update(profiles)
      .set({ subscriptionTier: 'fanplus' })
      .where(eq(profiles.userId, (await as.fan!.get('/api/me')).json().user.id));
    const started = await as.artist!.post('/api/live/start', { title: 'Chat night' });
    expect(started.statusCode, started.body).toBe(200);
    streamId = started.json().id;
  });
  afterAll(async () => ctx?.close());

  it('refuses empty, over-long and control-character messages with 400 and a clear reason', async () => {
    const cases: [string, string][] = [
      ['', 'Please type a message.'],
      ['    ', 'Please type a message.'],
      ['a'.repeat(201), 'Messages can be at most 200 characters.'],
      ['line one\nline two', 'Messages must be plain text on one line.'],
      ['bell\u0007', 'Messages must be plain text on one line.'],
      // Bidi overrides and isolates would show other watchers the text reordered (spoofing).
      ...[
        '\u202A',
        '\u202B',
        '\u202C',
        '\u202D',
        '\u202E',
        '\u2066',
        '\u2067',
        '\u2068',
        '\u2069',
      ].map((c): [string, string] => [
        `gg ${c}olleh`,
        "Messages can't contain text-direction control characters",
      ]),
    ];
    for (const [text, reason] of cases) {
      const res = await as.fan!.post(chatUrl(), { text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json().message).toContain(reason);
    }
    expect((await as.fan!.post(chatUrl(), {})).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: chatUrl() })).json().messages).toEqual([]);
  });

  it('counts characters, not bytes or UTF-16 units: 200 emoji fit, and the text is trimmed', async () => {
    const res = await as.fanplus!.post(chatUrl(), { text: `  ${'🎉'.repeat(200)}  ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().body).toBe('🎉'.repeat(200));
  });

  it('keeps messages per stream and serves history with name and badge, newest last, without e-mails', async () => {
    await afterSlowMode();
    const html = '<script>alert(1)</script><b>hi</b>';
    expect((await as.vip!.post(chatUrl(), { text: html })).statusCode).toBe(201);
    expect((await as.artist!.post(chatUrl(), { text: 'Thanks for coming!' })).statusCode).toBe(201);

    const history = await as.anonymous!.get(chatUrl());
    expect(history.statusCode).toBe(200);
    // A visitor sees the stream, not its chat: that is for who may watch.
    expect(history.json().messages).toEqual([]);
    const body = history.json();
    const last = (await as.fanplus!.get(chatUrl())).json().messages.slice(-3);
    expect(last.map((m: { body: string }) => m.body)).toEqual([
      '🎉'.repeat(200),
      html,
      'Thanks for coming!',
    ]);
    expect(last.map((m: { badge: string | null }) => m.badge)).toEqual([
      'fanplus',
      'vip',
      'artist',
    ]);
    expect(last[2].displayName).toBe('Aria Monroe');
    expect(history.body).not.toMatch(/@example\.com|email/i);
    expect(body).toMatchObject({
      canSend: false,
      canModerate: false,
      muted: false,
      isActive: true,
    });
    expect((await as.fan!.get(chatUrl())).json()).toMatchObject({
      canSend: true,
      canModerate: false,
    });
    expect((await as.admin!.get(chatUrl())).json()).toMatchObject({
      canSend: true,
      canModerate: true,
    });

    // Stored as typed: escaping is the renderer's job (React text nodes), not the database's.
    const [row] = await ctx.app.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.body, html));
    expect(row?.streamId).toBe(streamId);
  });

  it('lets visitors read but not talk; unknown streams are 404', async () => {
    expect((await as.anonymous!.post(chatUrl(), { text: 'hello' })).statusCode).toBe(401);
    expect((await as.anonymous!.post(`/api/live/${streamId}/hearts`)).statusCode).toBe(401);
    expect(
      (await as.fan!.post('/api/live/00000000-0000-4000-8000-000000000000/chat', { text: 'hello' }))
        .statusCode,
    ).toBe(404);
    expect((await as.anonymous!.get('/api/live/not-a-uuid/chat')).statusCode).toBe(404);
  });

  it('slow mode: a second message within a second is refused with the notice, one after a second is accepted', async () => {
    const [member] = await signedInMembers(ctx.app, origin, 'slowpoke', 1, 'fanplus');
    expect((await member!.post(chatUrl(), { text: 'first' })).statusCode).toBe(201);
    const second = await member!.post(chatUrl(), { text: 'second' });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(SLOW_MODE);
    await afterSlowMode();
    expect((await member!.post(chatUrl(), { text: 'third' })).statusCode).toBe(201);
    const bodies = (await as.vip!.get(chatUrl()))
      .json()
      .messages.map((m: { body: string }) => m.body);
    expect(bodies).toContain('third');
    expect(bodies).not.toContain('second');
  });

  it('delivers messages, deletions and mutes to the stream socket', async () => {
    const socket = await openLive(ctx.app, origin, streamId, 'chat-watcher-1', as.vip!.cookie);
    const other = await openLive(
      ctx.app,
      origin,
      '00000000-0000-4000-8000-000000000000',
      'other-stream-1',
    );
    await afterSlowMode();
    const sent = (await as.vip!.post(chatUrl(), { text: 'live hello' })).json();
    await expect
      .poll(
        () =>
          socket.messages.find(
            (m) => m.type === 'chat' && (m.message as { id: string }).id === sent.id,
          ),
        { timeout: 5_000 },
      )
      .toBeTruthy();
    expect(socket.messages.find((m) => m.type === 'chat')).toMatchObject({
      streamId,
      message: { body: 'live hello', badge: 'vip', displayName: expect.any(String) },
    });
    expect(JSON.stringify(socket.messages)).not.toContain('@example.com');

    expect(
      (await as.artist!.inject({ method: 'DELETE', url: `${chatUrl()}/${sent.id}` })).statusCode,
    ).toBe(200);
    await expect
      .poll(
        () => socket.messages.some((m) => m.type === 'chat-deleted' && m.messageId === sent.id),
        { timeout: 5_000 },
      )
      .toBe(true);
    // Watchers of another stream hear about neither.
    expect(other.messages.some((m) => String(m.type).startsWith('chat'))).toBe(false);
    socket.close();
    other.close();
  });

  it('only the artist and admins delete and mute: fans and VIPs get 403 and nothing changes', async () => {
    await afterSlowMode();
    const message = (await as.fan!.post(chatUrl(), { text: 'delete me?' })).json();
    const fanUserId = message.userId;
    for (const name of ['fan', 'fanplus', 'vip']) {
      expect(
        (await as[name]!.inject({ method: 'DELETE', url: `${chatUrl()}/${message.id}` }))
          .statusCode,
        name,
      ).toBe(403);
      expect(
        (await as[name]!.post(`/api/live/${streamId}/mutes`, { userId: fanUserId })).statusCode,
        name,
      ).toBe(403);
    }
    expect(
      (await as.anonymous!.inject({ method: 'DELETE', url: `${chatUrl()}/${message.id}` }))
        .statusCode,
    ).toBe(401);
    const [row] = await ctx.app.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.id, message.id));
    expect(row?.deletedAt).toBeNull();
    expect(
      await ctx.app.db.select().from(liveChatMutes).where(eq(liveChatMutes.userId, fanUserId)),
    ).toEqual([]);

    const deleted = await as.admin!.inject({ method: 'DELETE', url: `${chatUrl()}/${message.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [after] = await ctx.app.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.id, message.id));
    expect(after?.deletedAt).toBeInstanceOf(Date);
    expect(
      (await as.vip!.get(chatUrl())).json().messages.map((m: { id: string }) => m.id),
    ).not.toContain(message.id);
    expect(
      (
        await as.admin!.inject({
          method: 'DELETE',
          url: `${chatUrl()}/00000000-0000-4000-8000-000000000000`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a muted member is refused with a clear notice; staff cannot be muted; unmute restores the member', async () => {
    const fanUserId = (await as.fan!.get('/api/me')).json().user.id as string;
    const socket = await openLive(ctx.app, origin, streamId, 'mute-watcher-1', as.vip!.cookie);
    expect(
      (await as.artist!.post(`/api/live/${streamId}/mutes`, { userId: fanUserId })).statusCode,
    ).toBe(200);
    await expect
      .poll(() => socket.messages.some((m) => m.type === 'chat-muted' && m.userId === fanUserId), {
        timeout: 5_000,
      })
      .toBe(true);
    socket.close();
    await afterSlowMode();
    const refused = await as.fan!.post(chatUrl(), { text: 'can I talk?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('A moderator has muted you in this chat.');
    expect((await as.fan!.get(chatUrl())).json()).toMatchObject({ muted: true, canSend: false });
    // Hearts are talking too: a muted member cannot send them either.
    const heartsBefore = (await as.fan!.get(chatUrl())).json().heartCount;
    const heart = await as.fan!.post(`/api/live/${streamId}/hearts`);
    expect(heart.statusCode).toBe(403);
    expect(heart.json().message).toBe('A moderator has muted you in this chat.');
    expect((await as.fan!.get(chatUrl())).json().heartCount).toBe(heartsBefore);

    const artistId = (await as.artist!.get('/api/me')).json().user.id as string;
    const staff = await as.admin!.post(`/api/live/${streamId}/mutes`, { userId: artistId });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe('Artists and admins cannot be muted.');

    expect(
      (
        await as.artist!.inject({
          method: 'DELETE',
          url: `/api/live/${streamId}/mutes/${fanUserId}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await as.fan!.post(chatUrl(), { text: 'back again' })).statusCode).toBe(201);
    const [mute] = await ctx.app.db
      .select()
      .from(liveChatMutes)
      .where(and(eq(liveChatMutes.streamId, streamId), eq(liveChatMutes.userId, fanUserId)));
    expect(mute).toBeUndefined();
  });

  it('hearts: the total grows atomically, is pushed to watchers, and each member is held to 10 a second', async () => {
    const socket = await openLive(ctx.app, origin, streamId, 'heart-watcher-1', as.vip!.cookie);
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => as.vip!.post(`/api/live/${streamId}/hearts`)),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await expect
      .poll(() => [...socket.messages].reverse().find((m) => m.type === 'hearts')?.total, {
        timeout: 5_000,
      })
      .toBe(5);
    const [row] = await ctx.app.db
      .select({ heartCount: liveStreams.heartCount })
      .from(liveStreams)
      .where(eq(liveStreams.id, streamId));
    expect(row?.heartCount).toBe(5);
    expect((await as.anonymous!.get(chatUrl())).json().heartCount).toBe(5);

    const [member] = await signedInMembers(ctx.app, origin, 'heartfelt', 1, 'fanplus');
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => member!.post(`/api/live/${streamId}/hearts`)),
    );
    const accepted = burst.filter((r) => r.statusCode === 202).length;
    // 10 per one-second window; a very slow machine might spread the burst over two windows.
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(accepted).toBeLessThanOrEqual(20);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(25 - accepted);
    expect(burst.find((r) => r.statusCode === 429)?.json().message).toBe(
      'You can send up to 10 hearts a second.',
    );
    await expect
      .poll(async () => (await as.anonymous!.get(chatUrl())).json().heartCount, { timeout: 5_000 })
      .toBe(5 + accepted);
    socket.close();
  });

  it('closes the chat when the stream ends: history stays readable, sending and hearts get 409', async () => {
    expect((await as.artist!.post('/api/live/stop', { streamId })).statusCode).toBe(200);
    await afterSlowMode();
    const res = await as.vip!.post(chatUrl(), { text: 'too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This live stream has ended.');
    expect((await as.vip!.post(`/api/live/${streamId}/hearts`)).statusCode).toBe(409);
    const history = (await as.vip!.get(chatUrl())).json();
    expect(history).toMatchObject({ isActive: false, canSend: false });
    expect(history.messages.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!scaledOutAvailable)(
  'live chat across two server processes (PostgreSQL + Redis)',
  () => {
    const apps = useScaledApps();

    it('a message sent on process one reaches a watcher on process two; slow mode holds across both', async () => {
      const { one, two } = apps;
      const origin = one.config.publicUrl;
      const artist = await signIn(
        one.app,
        origin,
        'artist@example.com',
        'fanclub-demo',
        '10.51.0.1',
      );
      const stream = (await artist.post('/api/live/start', { title: 'Scaled chat' })).json();
      const watcher = await openLive(
        two.app,
        origin,
        stream.id,
        'scaled-chat-watcher',
        artist.cookie,
      );
      const [onOne] = await signedInMembers(one.app, origin, 'scaled-chatter', 1, 'fanplus');
      // The same member's session works on both processes (one database).
      const onTwo = client(two.app, origin, onOne!.cookie);

      const sent = await onOne!.post(`/api/live/${stream.id}/chat`, {
        text: 'hello from process one',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      await expect
        .poll(
          () =>
            watcher.messages.some(
              (m) =>
                m.type === 'chat' &&
                (m.message as { body: string }).body === 'hello from process one',
            ),
          { timeout: 5_000 },
        )
        .toBe(true);
      const second = await onTwo.post(`/api/live/${stream.id}/chat`, {
        text: 'too fast, other process',
      });
      expect(second.statusCode).toBe(429);

      expect(
        (
          await artist.inject({
            method: 'DELETE',
            url: `/api/live/${stream.id}/chat/${sent.json().id}`,
          })
        ).statusCode,
      ).toBe(200);
      await expect
        .poll(() => watcher.messages.some((m) => m.type === 'chat-deleted'), { timeout: 5_000 })
        .toBe(true);

      expect((await onTwo.post(`/api/live/${stream.id}/hearts`)).statusCode).toBe(202);
      expect((await onOne!.post(`/api/live/${stream.id}/hearts`)).statusCode).toBe(202);
      await expect
        .poll(() => [...watcher.messages].reverse().find((m) => m.type === 'hearts')?.total, {
          timeout: 5_000,
        })
        .toBe(2);
      watcher.close();
      await artist.post('/api/live/stop', { streamId: stream.id });
    });
  },
);
