import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@fanclub/shared/schemas/community';
import { DIGEST_SWEEP_JOB } from '../src/features/notifications/digest-jobs';
import { readOutbox } from './helpers/mail-reader';
import { browserKeys, decryptPush, startPushReceiver } from './helpers/push-receiver';
import type { client } from './helpers/session';
import { signIn } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;

describe(`mails and pushes in the member's language on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  const as: Record<string, Caller> = {};
  const ids: Record<string, string> = {};
  const keys: Record<string, ReturnType<typeof browserKeys>> = {};
  let postId = '';
  const mailsTo = (email: string) => readOutbox(ctx.config.dataDir).filter((m) => m.to === email);
  const lastPushTo = (name: string) => {
    const push = receiver.to(`/push/${name}`).at(-1);
    if (!push) throw new Error(`no push to ${name}`);
    return JSON.parse(decryptPush(push.body, keys[name]!.ecdh, keys[name]!.auth));
  };
  const askReset = (email: string, headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ctx.config.publicUrl, ...headers },
      payload: { email, redirectTo: '/reset-password' },
    });

  beforeAll(async () => {
    receiver = await startPushReceiver();
    ctx = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
    let ip = 1;
    for (const name of ['fan', 'fanplus', 'vip', 'artist']) {
      as[name] = await signIn(
        ctx.app,
        ctx.config.publicUrl,
        `${name}@example.com`,
        'fanclub-demo',
        `10.81.0.${ip++}`,
      );
      ids[name] = (await as[name].get('/api/me')).json().user.id;
    }
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  it("mails a password reset in the member's saved language, else the asking browser's, else English", async () => {
    expect((await as.fan!.patch('/api/me', { locale: 'ja' })).statusCode).toBe(200);
    // The saved language beats the browser's.
    expect((await askReset('fan@example.com', { 'accept-language': 'es' })).statusCode).toBe(200);
    const [ja] = mailsTo('fan@example.com');
    expect(ja?.subject).toBe('ファンクラブのパスワードを再設定してください');
    expect(ja?.body).toContain('ファンクラブアカウントのパスワード再設定がリクエストされました。');
    expect(ja?.body).toContain('/api/auth/reset-password/');
    expect(ja?.body).not.toContain('Someone asked');

    // No saved language: the language of the browser that asked.
    expect(
      (await askReset('vip@example.com', { 'accept-language': 'es-MX,es;q=0.9' })).statusCode,
    ).toBe(200);
    const [es] = mailsTo('vip@example.com');
    expect(es?.subject).toBe('Restablece tu contraseña del fan club');
    expect(es?.body).toContain(
      'Alguien pidió restablecer la contraseña de tu cuenta del fan club.',
    );

    // Neither: English, word for word as before.
    expect((await askReset('fanplus@example.com', {})).statusCode).toBe(200);
    const [en] = mailsTo('fanplus@example.com');
    expect(en?.subject).toBe('Reset your fan club password');
    expect(en?.body).toContain(
      'Someone asked to reset the password of your fan club account.\n\nChoose a new password here (the link works for one hour):\n',
    );
    expect(en?.body).toContain(
      'If it was not you, ignore this message; your password stays the same.',
    );
  });

  it('pushes and mails an artist post in each recipient’s language, English without one', async () => {
    for (const name of ['fan', 'fanplus', 'vip']) {
      keys[name] = browserKeys();
      const saved = await as[name]!.post('/api/push/subscriptions', {
        endpoint: receiver.url(`/push/${name}`),
        expirationTime: null,
        keys: keys[name]!.json,
      });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
    // The fan (Japanese) hears of artist posts by instant mail too; VIP reads Spanish.
    await as.fan!.put('/api/notification-preferences', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      artist_post: { ...DEFAULT_NOTIFICATION_PREFERENCES.artist_post, email: 'instant' },
    });
    await as.vip!.patch('/api/me', { locale: 'es' });
    postId = randomUUID();
    await ctx.app.db.execute(sql`
      insert into posts (id, kind, title, body, required_tier, author_id, fanned_out_at)
      values (${postId}, 'artist', 'Studio diary', 'A long day in the studio', 'free', ${ids.artist}, null)`);
    await ctx.app.domainEvents.emit('community.post.published', {
      postId,
      authorId: ids.artist!,
      kind: 'artist',
    });
    await ctx.app.jobs.settled();

    expect(lastPushTo('fan')).toMatchObject({
      title: 'Aria Monroeが投稿しました',
      // What the artist wrote is never "translated".
      body: 'A long day in the studio',
      url: `/home/posts/${postId}`,
    });
    expect(lastPushTo('vip').title).toBe('Aria Monroe publicó');
    expect(lastPushTo('fanplus').title).toBe('Aria Monroe posted');
    // The inbox keeps the English item (each reader's inbox list translates it, below).
    const { rows } = await ctx.app.db.execute(
      sql`select distinct title from inbox_items where group_key = ${`post:${postId}`}`,
    );
    expect(rows).toEqual([{ title: 'Aria Monroe posted' }]);

    const instant = mailsTo('fan@example.com').filter((m) => m.subject.includes('Aria Monroe'));
    expect(instant).toHaveLength(1);
    expect(instant[0]!.subject).toBe('Aria Monroeが投稿しました');
    expect(instant[0]!.body).toContain('Aria Monroeが投稿しました: A long day in the studio');
    expect(instant[0]!.body).toContain(
      'メールで受け取るお知らせは プロフィール > 通知 で選べます。',
    );
  });

  it("mails the daily digest in the member's language, and in English to one without", async () => {
    await as.fanplus!.patch('/api/me', { preferences: { emails: true } });
    await ctx.app.jobs.send(DIGEST_SWEEP_JOB, {});
    await ctx.app.jobs.settled();
    const es = mailsTo('vip@example.com').filter((m) => m.subject.startsWith('Tu fan club hoy'));
    expect(es).toHaveLength(1);
    expect(es[0]!.subject).toBe('Tu fan club hoy: 1 notificación nueva');
    expect(es[0]!.body).toContain('- Aria Monroe publicó: A long day in the studio');
    expect(es[0]!.body).toContain('Esto es lo que pasó en el fan club desde tu último resumen:');

    const en = mailsTo('fanplus@example.com').filter((m) => m.subject.startsWith('Your fan club'));
    expect(en).toHaveLength(1);
    expect(en[0]!.subject).toBe('Your fan club today: 1 new notification');
    expect(en[0]!.body).toContain(
      'Here is what happened in the fan club since your last summary:\n\n- Aria Monroe posted: A long day in the studio',
    );
  });

  it("shows the inbox in the reader's language, with the team's translation of the event an item names", async () => {
    const eventId = randomUUID();
    await ctx.app.db.execute(sql`
      insert into events (id, title, event_date) values (${eventId}, 'Tokyo Night', '2027-09-01T10:00:00Z')`);
    // The team translated the event into Japanese (not Spanish) before it was announced.
    const translated = await as.artist!.put(`/api/admin/translations/event/${eventId}/ja`, {
      title: '東京ナイト',
      description: '',
    });
    expect(translated.statusCode, translated.body).toBe(200);
    await ctx.app.domainEvents.emit('event.announced', {
      eventId,
      title: 'Tokyo Night',
      publicAt: null,
    });
    await ctx.app.jobs.settled();

    // The push names the event as the team translated it; the title is the catalogue's.
    expect(lastPushTo('fan')).toMatchObject({
      title: '新しいイベントが発表されました',
      body: '東京ナイト',
      url: `/event/${eventId}`,
    });
    expect(lastPushTo('vip')).toMatchObject({
      title: 'Nuevo evento anunciado',
      body: 'Tokyo Night',
    });
    expect(lastPushTo('fanplus')).toMatchObject({
      title: 'New event announced',
      body: 'Tokyo Night',
    });

    type Item = { kind: string; title: string; body: string; url: string };
    const inbox = async (who: Caller, headers: Record<string, string> = {}) => {
      const got = await who.inject({ method: 'GET', url: '/api/inbox', headers });
      expect(got.statusCode, got.body).toBe(200);
      expect(got.headers.vary).toContain('Accept-Language');
      const items = got.json().items as Item[];
      const one = (url: string) => items.find((i) => i.url === url);
      return { event: one(`/event/${eventId}`), post: one(`/home/posts/${postId}`) };
    };
    // Japanese by the member's setting (whatever the browser says).
    const ja = await inbox(as.fan!, { 'accept-language': 'en' });
    expect(ja.event).toMatchObject({ title: '新しいイベントが発表されました', body: '東京ナイト' });
    expect(ja.post).toMatchObject({
      title: 'Aria Monroeが投稿しました',
      body: 'A long day in the studio',
    });
    // Japanese by Accept-Language for a member without a setting; English without either.
    const jaBrowser = await inbox(as.fanplus!, { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(jaBrowser.event).toMatchObject({
      title: '新しいイベントが発表されました',
      body: '東京ナイト',
    });
    const en = await inbox(as.fanplus!);
    expect(en.event).toMatchObject({ title: 'New event announced', body: 'Tokyo Night' });
    expect(en.post).toMatchObject({
      title: 'Aria Monroe posted',
      body: 'A long day in the studio',
    });

    // The post translated later: the item still quotes the opening the member was sent (a
    // translation written after a downgrade must not show a post above their tier); the post
    // itself opens in Japanese.
    const post = await as.artist!.put(`/api/admin/translations/post/${postId}/ja`, {
      title: 'スタジオ日記',
      body: 'スタジオでの長い一日',
    });
    expect(post.statusCode, post.body).toBe(200);
    expect((await inbox(as.fan!)).post).toMatchObject({
      title: 'Aria Monroeが投稿しました',
      body: 'A long day in the studio',
    });

    // Stored in English still: a member may switch language.
    const { rows } = await ctx.app.db.execute(sql`
      select distinct title, body from inbox_items where group_key = ${`event:${eventId}`}`);
    expect(rows).toEqual([{ title: 'New event announced', body: 'Tokyo Night' }]);

    // The Japanese member's next digest names the event the same way.
    await ctx.app.db.execute(sql`
      update notification_digests set sent_at = now() - interval '1 day' where user_id = ${ids.fan}`);
    await ctx.app.jobs.send(DIGEST_SWEEP_JOB, {});
    await ctx.app.jobs.settled();
    const digest = mailsTo('fan@example.com').filter((m) => m.body.includes(`/event/${eventId}`));
    expect(digest).toHaveLength(1);
    expect(digest[0]!.body).toContain(
      `- 新しいイベントが発表されました: 東京ナイト (/event/${eventId})`,
    );
  });
});
