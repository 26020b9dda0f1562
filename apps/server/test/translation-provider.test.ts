import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signInEveryRole } from './helpers/session';

interface Asked {
  q: string;
  source: string;
  target: string;
  format: string;
  api_key?: string;
}

/** A LibreTranslate stand-in on localhost (the network edge): "[target] text". */
async function fakeLibreTranslate() {
  const asked: Asked[] = [];
  // While held, answers wait for release() (a slow provider); seen() resolves on the next request.
  let held: Promise<void> | null = null;
  let release = () => {};
  let onRequest = () => {};
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', async () => {
      const body = JSON.parse(raw) as Asked;
      if (req.method !== 'POST' || req.url !== '/translate') return res.writeHead(404).end();
      asked.push(body);
      onRequest();
      if (held) await held;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    hold() {
      held = new Promise<void>((done) => (release = done));
      const seen = new Promise<void>((done) => (onRequest = done));
      return {
        seen,
        release: () => {
          held = null;
          onRequest = () => {};
          release();
        },
      };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describe(`translation provider (fake LibreTranslate on localhost at the network edge) on ${testDbKind()}`, () => {
  let fake: Awaited<ReturnType<typeof fakeLibreTranslate>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  beforeAll(async () => {
    fake = await fakeLibreTranslate();
    ctx = await createTestApp({
      TRANSLATION_PROVIDER_URL: fake.url,
      TRANSLATION_PROVIDER_API_KEY: 'lt-key',
    });
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.63.0');
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('fills the missing languages of a saved event as machine, never replacing the team', async () => {
    const made = await as.artist!.post('/api/admin/events', {
      title: 'Harbour Show',
      eventDate: '2027-10-01T10:00:00Z',
      description: 'By the sea.',
    });
    const id = made.json().id as string;
    await ctx.app.jobs.settled();
    // The team then writes Japanese and the artist edits the event: the refill after the edit
    // translates the new title again but leaves the team's Japanese alone.
    await as.artist!.put(`/api/admin/translations/event/${id}/ja`, {
      title: 'ハーバーショー',
      description: '海辺で。',
    });
    fake.asked.length = 0;
    await as.artist!.patch(`/api/admin/events/${id}`, { title: 'Harbor Show' });
    await ctx.app.jobs.settled();
    const list = (await as.artist!.get(`/api/admin/translations/event/${id}`)).json() as {
      translations: { locale: string; source: string; fields: Record<string, string> }[];
    };
    const by = Object.fromEntries(list.translations.map((t) => [t.locale, t]));
    expect(by.ja).toMatchObject({ source: 'team', fields: { title: 'ハーバーショー' } });
    expect(by.es).toMatchObject({ source: 'machine', fields: { title: '[es] Harbor Show' } });
    expect(by['pt-BR']).toMatchObject({ fields: { description: '[pt] By the sea.' } });
    expect(by.ko?.source).toBe('machine');
    expect(fake.asked).toContainEqual({
      q: 'Harbor Show',
      source: 'en',
      target: 'ko',
      format: 'text',
      api_key: 'lt-key',
    });
    expect(fake.asked.some((a) => a.target === 'ja')).toBe(false);
  });

  it('an edit saved while the provider is still translating is translated too', async () => {
    const slow = fake.hold();
    const made = await as.artist!.post('/api/admin/events', {
      title: 'Pier Show',
      eventDate: '2027-10-03T10:00:00Z',
    });
    const id = made.json().id as string;
    await slow.seen; // the fill job is running (it holds the item's singleton key)
    await as.artist!.patch(`/api/admin/events/${id}`, { title: 'Pier Night' });
    slow.release();
    await ctx.app.jobs.settled();
    const list = (await as.artist!.get(`/api/admin/translations/event/${id}`)).json() as {
      translations: { locale: string; fields: Record<string, string> }[];
    };
    const titles = Object.fromEntries(list.translations.map((t) => [t.locale, t.fields.title]));
    expect(titles).toMatchObject({
      es: '[es] Pier Night',
      ja: '[ja] Pier Night',
      ko: '[ko] Pier Night',
    });
  });

  it('queues a fill from the admin action, for the roles that manage the kind', async () => {
    expect((await as.fan!.post('/api/admin/translations/product/2/fill')).statusCode).toBe(403);
    expect((await as.artist!.post('/api/admin/translations/product/2/fill')).statusCode).toBe(403);
    const queued = await as.admin!.post('/api/admin/translations/product/2/fill');
    expect(queued.statusCode, queued.body).toBe(202);
    await ctx.app.jobs.settled();
    const es = await as.anonymous!.inject({
      method: 'GET',
      url: '/api/products/2',
      headers: { 'accept-language': 'es' },
    });
    expect(es.json().name).toMatch(/^\[es\] /);
    expect(es.json().original.name).not.toMatch(/^\[es\]/);
  });
});

describe(`no translation provider (the default) on ${testDbKind()}`, () => {
  it('sends nothing anywhere: no fill route, and saving queues no job', async () => {
    const ctx = await createTestApp();
    try {
      const as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.63.1');
      expect(ctx.config.translationProvider).toBeNull();
      const made = await as.artist!.post('/api/admin/events', {
        title: 'Quiet Show',
        eventDate: '2027-10-02T10:00:00Z',
      });
      const id = made.json().id as string;
      expect((await as.artist!.post(`/api/admin/translations/event/${id}/fill`)).statusCode).toBe(
        404,
      );
      await ctx.app.jobs.settled();
      const list = (await as.artist!.get(`/api/admin/translations/event/${id}`)).json();
      expect(list.translations).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
