import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signInEveryRole } from './helpers/session';

type Caller = Awaited<ReturnType<typeof signInEveryRole>>[string];
const ja = { 'accept-language': 'ja-JP,ja;q=0.9' };
const read = (who: Caller, url: string, headers: Record<string, string> = ja) =>
  who.inject({ method: 'GET', url, headers });

// Translations the team writes for artist posts, events and products (issue 34, ADR 042): the
// admin routes per kind and role, and the public reads answering in the reader's language.
describe(`content translations on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  let eventId: string;
  let vipPostId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.62.0');
    const event = await as.artist!.post('/api/admin/events', {
      title: 'Tokyo Night',
      eventDate: '2027-09-01T10:00:00Z',
      description: 'An evening of songs.',
    });
    eventId = event.json().id;
    const post = await as.artist!.post('/api/admin/content', {
      title: 'Studio diary',
      body: 'Secret demo notes.',
      visibility: 'vip',
    });
    vipPostId = post.json().id;
  });
  afterAll(async () => ctx?.close());

  it('lets only the roles that manage a kind read and write its translations', async () => {
    const cases = [
      { kind: 'event', id: () => eventId, ok: ['artist', 'admin'] },
      { kind: 'post', id: () => vipPostId, ok: ['artist', 'admin'] },
      { kind: 'product', id: () => '1', ok: ['admin'] },
    ];
    for (const { kind, id, ok } of cases)
      for (const role of ['anonymous', 'fan', 'vip', 'staff', 'artist', 'admin']) {
        const url = `/api/admin/translations/${kind}/${id()}`;
        const got = await as[role]!.get(url);
        const want = ok.includes(role) ? 200 : role === 'anonymous' ? 401 : 403;
        expect(got.statusCode, `${role} GET ${kind}`).toBe(want);
      }
  });

  it('saves a team translation per language, validates it, and deletes it', async () => {
    const url = `/api/admin/translations/event/${eventId}`;
    const saved = await as.artist!.put(`${url}/ja`, {
      title: '東京ナイト',
      description: '歌の夜です。',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      original: { title: 'Tokyo Night', description: 'An evening of songs.' },
      translations: [{ locale: 'ja', source: 'team', fields: { title: '東京ナイト' } }],
    });
    expect((await as.artist!.put(`${url}/en`, { title: 'x', description: '' })).statusCode).toBe(
      400,
    );
    const tooLong = await as.artist!.put(`${url}/es`, {
      title: 'x',
      description: 'y'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/5,000/);
    const missing = await as.artist!.put(
      `/api/admin/translations/event/00000000-0000-4000-8000-000000000000/ja`,
      { title: 'x', description: '' },
    );
    expect(missing.statusCode).toBe(404);
    await as.artist!.put(`${url}/ko`, { title: '도쿄 나이트', description: '' });
    const gone = await as.artist!.inject({ method: 'DELETE', url: `${url}/ko` });
    expect(gone.statusCode).toBe(204);
    expect((await as.artist!.inject({ method: 'DELETE', url: `${url}/ko` })).statusCode).toBe(404);
  });

  it('answers events in the reader language with the original beside, and Vary', async () => {
    await as.admin!.put(`/api/admin/translations/event/${eventId}/ja`, {
      title: '東京ナイト',
      description: '歌の夜です。',
    });
    const one = await read(as.anonymous!, `/api/events/${eventId}`);
    expect(one.headers.vary).toMatch(/Accept-Language/);
    expect(one.json()).toMatchObject({
      title: '東京ナイト',
      description: '歌の夜です。',
      original: { title: 'Tokyo Night', description: 'An evening of songs.' },
    });
    const list = (await read(as.fan!, '/api/events?when=upcoming')).json() as {
      id: string;
      title: string;
    }[];
    expect(list.find((e) => e.id === eventId)?.title).toBe('東京ナイト');
    // English, and a language without a translation, get the original with no `original`.
    for (const lang of ['en-US', 'ko']) {
      const plain = (
        await read(as.anonymous!, `/api/events/${eventId}`, { 'accept-language': lang })
      ).json();
      expect(plain.title).toBe('Tokyo Night');
      expect(plain.original).toBeUndefined();
    }
  });

  it('keeps products per language in the same-for-everyone page cache', async () => {
    await as.admin!.put('/api/admin/translations/product/1/es', {
      name: 'Producto uno',
      description: 'Descripción.',
    });
    const es = await read(as.anonymous!, '/api/products/1', { 'accept-language': 'es-MX' });
    expect(es.headers.vary).toMatch(/Accept-Language/);
    expect(es.json()).toMatchObject({
      name: 'Producto uno',
      original: { description: expect.any(String) },
    });
    // Asked again in English right after: the kept Spanish page is not served.
    const en = (await read(as.anonymous!, '/api/products/1', { 'accept-language': 'en' })).json();
    expect(en.name).not.toBe('Producto uno');
    expect(en.original).toBeUndefined();
    const list = (await read(as.anonymous!, '/api/products', { 'accept-language': 'es' })).json();
    expect(list.find((p: { id: number }) => p.id === 1).name).toBe('Producto uno');
  });

  it('never puts the body of a locked post in the answer, translated or original', async () => {
    await as.artist!.put(`/api/admin/translations/post/${vipPostId}/ja`, {
      title: 'スタジオ日記',
      body: '秘密のデモのメモ。',
    });
    const feed = await read(as.fan!, '/api/posts?limit=50');
    const locked = (feed.json() as { id: string }[]).find((p) => p.id === vipPostId);
    expect(locked).toMatchObject({
      title: 'スタジオ日記',
      body: null,
      original: { title: 'Studio diary' },
    });
    expect(feed.body).not.toContain('秘密');
    expect(feed.body).not.toContain('Secret demo');
    const vip = (await read(as.vip!, '/api/posts?limit=50')).json() as { id: string }[];
    expect(vip.find((p) => p.id === vipPostId)).toMatchObject({
      body: '秘密のデモのメモ。',
      original: { title: 'Studio diary', body: 'Secret demo notes.' },
    });
  });

  it('translates artist posts in the community feed and post screen, never a locked body', async () => {
    const feed = await read(as.fan!, '/api/community/feed?filter=artist');
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers.vary).toMatch(/Accept-Language/);
    const card = (feed.json().posts as { id: string }[]).find((p) => p.id === vipPostId);
    expect(card).toMatchObject({
      title: 'スタジオ日記',
      body: null,
      original: { title: 'Studio diary' },
    });
    expect(feed.body).not.toContain('秘密');
    const one = await read(as.vip!, `/api/community/posts/${vipPostId}`);
    expect(one.json().post).toMatchObject({
      title: 'スタジオ日記',
      body: '秘密のデモのメモ。',
      original: { title: 'Studio diary', body: 'Secret demo notes.' },
    });
    const english = await read(as.vip!, `/api/community/posts/${vipPostId}`, {
      'accept-language': 'en',
    });
    expect(english.json().post.title).toBe('Studio diary');
    expect(english.json().post.original).toBeUndefined();
  });

  it('deletes an item translations with the item', async () => {
    const made = await as.artist!.post('/api/admin/content', {
      title: 'Short-lived',
      body: 'Bye.',
    });
    const id = made.json().id as string;
    await as.artist!.put(`/api/admin/translations/post/${id}/es`, {
      title: 'Breve',
      body: 'Adiós.',
    });
    await as.artist!.inject({ method: 'DELETE', url: `/api/admin/content/${id}` });
    const rows = await ctx.app.db.execute(
      `select count(*)::int as n from content_translations where item_id = '${id}'`,
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
