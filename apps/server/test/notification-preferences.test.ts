import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@fanclub/shared/schemas/community';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@fanclub/shared/schemas/community';
import { LIKES_NEVER_INSTANT } from '../src/features/notifications/channels';
import { DIGEST_SWEEP_JOB } from '../src/features/notifications/digest-jobs';
import { browserKeys, startPushReceiver } from './helpers/push-receiver';
import type { client } from './helpers/session';
import { outbox, signIn } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;
const PREFS = '/api/notification-preferences';

describe(`notification preferences and channels on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  const as: Record<string, Caller> = {};
  const ids: Record<string, string> = {};
  const mailsTo = (email: string) =>
    outbox(ctx.config.dataDir).filter((m) => new RegExp(`^To: ${email}`, 'm').test(m.raw));
  const withKind = (
    kind: keyof NotificationPreferences,
    change: Partial<NotificationPreferences[keyof NotificationPreferences]>,
  ): NotificationPreferences => ({
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    [kind]: { ...DEFAULT_NOTIFICATION_PREFERENCES[kind], ...change },
  });
  async function publishArtistPost(title: string) {
    const postId = randomUUID();
    await ctx.app.db.execute(sql`
      insert into posts (id, kind, title, body, required_tier, author_id, fanned_out_at)
      values (${postId}, 'artist', ${title}, ${`${title}: the whole story`}, 'free', ${ids.artist}, null)`);
    await ctx.app.domainEvents.emit('community.post.published', {
      postId,
      authorId: ids.artist!,
      kind: 'artist',
    });
    await ctx.app.jobs.settled();
    return postId;
  }

  beforeAll(async () => {
    receiver = await startPushReceiver((path) => (path.startsWith('/push/down') ? 503 : 201));
    ctx = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
    let ip = 1;
    for (const name of ['fan', 'fanplus', 'vip', 'admin', 'artist']) {
      as[name] = await signIn(
        ctx.app,
        ctx.config.publicUrl,
        `${name}@example.com`,
        'fanclub-demo',
        `10.79.0.${ip++}`,
      );
      ids[name] = (await as[name].get('/api/me')).json().user.id;
    }
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  it('answers the defaults until a member saves, then what they saved; only their own', async () => {
    const first = await as.vip!.get(PREFS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(first.json().post_like).toEqual({ inApp: true, push: false, email: 'off' });

    const mine = withKind('reply', { push: false, email: 'instant' });
    const saved = await as.fan!.put(PREFS, mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(mine);
    expect((await as.fan!.get(PREFS)).json()).toEqual(mine);
    expect((await as.vip!.get(PREFS)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await as.fan!.put(PREFS, DEFAULT_NOTIFICATION_PREFERENCES)).statusCode).toBe(200);
  });

  it('refuses malformed settings and instant mail for likes with a clear 400, keeping what was saved', async () => {
    const before = (await as.fan!.get(PREFS)).json();
    for (const body of [
      {},
      { ...DEFAULT_NOTIFICATION_PREFERENCES, reply: { inApp: true, push: 'yes', email: 'digest' } },
      { ...DEFAULT_NOTIFICATION_PREFERENCES, reply: { inApp: true, push: true, email: 'hourly' } },
    ]) {
      const res = await as.fan!.put(PREFS, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const likes = await as.fan!.put(PREFS, withKind('post_like', { email: 'instant' }));
    expect(likes.statusCode).toBe(400);
    expect(likes.json().message).toBe(LIKES_NEVER_INSTANT);
    expect((await as.fan!.get(PREFS)).json()).toEqual(before);
  });

  it('pushes an artist post to members whose settings allow it; the Profile switch is the master switch', async () => {
    for (const name of ['vip', 'fanplus', 'admin', 'fan'])
      await as[name]!.post('/api/push/subscriptions', {
        endpoint: receiver.url(`/push/${name}`),
        expirationTime: null,
        keys: browserKeys().json,
      });
    // Fan+: no push and no bell for artist posts. Admin: Notifications switched off on Profile.
    await as.fanplus!.put(PREFS, withKind('artist_post', { push: false, inApp: false }));
    await as.admin!.patch('/api/me', { preferences: { notifications: false } });
    const postId = await publishArtistPost('Studio diary');

    expect(receiver.to('/push/vip').length).toBe(1);
    expect(receiver.to('/push/fan').length).toBe(1);
    expect(receiver.to('/push/fanplus')).toHaveLength(0);
    expect(receiver.to('/push/admin')).toHaveLength(0);
    // Every entitled member still has the item; Fan+'s is already read, so it never rings the bell.
    const { rows } = await ctx.app.db.execute(sql`
      select user_id, read_at is not null as read from inbox_items
      where group_key = ${`post:${postId}`} and user_id in (${ids.fanplus}, ${ids.vip}, ${ids.admin})`);
    const read = Object.fromEntries(
      (rows as { user_id: string; read: boolean }[]).map((r) => [r.user_id, r.read]),
    );
    expect(read).toEqual({ [ids.fanplus!]: true, [ids.vip!]: false, [ids.admin!]: false });
  });

  it('queues a retry for a push the push service could not take, and only for that browser', async () => {
    await as.vip!.post('/api/push/subscriptions', {
      endpoint: receiver.url('/push/down-vip'),
      expirationTime: null,
      keys: browserKeys().json,
    });
    const before = receiver.to('/push/vip').length;
    await publishArtistPost('Rehearsal notes');
    expect(receiver.to('/push/vip').length).toBe(before + 1);
    expect(receiver.to('/push/down-vip').length).toBe(1);
    const { rows } = await ctx.app.db.execute(
      sql`select data, state from jobs where name = 'push.retry'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      state: 'queued',
      data: { subscription: { endpoint: receiver.url('/push/down-vip') } },
    });
  });

  it('mails one daily digest of unread items (never one per item), instant mail where asked, none with mail or the master switch off', async () => {
    await as.fan!.put(PREFS, withKind('artist_post', { email: 'instant' }));
    await as.vip!.patch('/api/me', { preferences: { emails: true } });
    await as.fanplus!.patch('/api/me', { preferences: { emails: false } });
    await publishArtistPost('Tour dates');
    // Instant: one mail for the one post, right away.
    const instant = mailsTo('fan@example.com');
    expect(instant).toHaveLength(1);
    expect(instant[0]!.raw).toMatch(/^Subject: Aria Monroe posted/m);
    expect(instant[0]!.raw).toContain('Tour dates: the whole story');

    await ctx.app.jobs.send(DIGEST_SWEEP_JOB, {});
    await ctx.app.jobs.settled();
    const digest = mailsTo('vip@example.com');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.raw).toMatch(/^Subject: Your fan club today: 3 new notifications/m);
    for (const title of ['Studio diary', 'Rehearsal notes', 'Tour dates'])
      expect(digest[0]!.raw).toContain(`${title}: the whole story`);
    expect(mailsTo('fanplus@example.com')).toHaveLength(0); // e-mails switched off
    expect(mailsTo('admin@example.com')).toHaveLength(0); // notifications switched off
    // The fan's artist posts went instantly, so the digest has nothing more for them.
    expect(mailsTo('fan@example.com')).toHaveLength(1);

    // Later the same day: nothing new is mailed again.
    await ctx.app.jobs.send(DIGEST_SWEEP_JOB, {});
    await ctx.app.jobs.settled();
    expect(mailsTo('vip@example.com')).toHaveLength(1);
  });
});
