import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema/media';
import { createTestApp } from './helpers/test-app';

// The video provider's oEmbed endpoint lies outside this machine, so it is faked at the network
// edge by a local HTTP server (or by a port nobody listens on, for "unreachable").
async function fakeProvider(handler: (url: URL) => { status: number; body: unknown } | 'hang') {
  let calls = 0;
  const server = createServer((req, res) => {
    calls += 1;
    const answer = handler(new URL(req.url ?? '/', 'http://x'));
    if (answer === 'hang') return;
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/oembed`,
    calls: () => calls,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

async function appWithProvider(endpoint: string) {
  const ctx = await createTestApp({ OEMBED_ENDPOINT: endpoint });
  await ctx.app.db
    .update(videos)
    .set({ providerUrl: 'https://www.youtube.com/watch?v=abcDEF12345' })
    .where(eq(videos.slug, 'studio-session'));
  await ctx.app.db
    .update(videos)
    .set({ providerUrl: 'https://youtu.be/zyxWVU98765' })
    .where(eq(videos.slug, 'live-performance'));
  return ctx;
}

describe('latest video titles from the provider (oEmbed)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('uses the provider titles, cached, with the privacy-enhanced embed URL', async () => {
    const provider = await fakeProvider((url) => ({
      status: 200,
      body: {
        title: url.searchParams.get('url')?.includes('abc')
          ? 'Late Bloom (Studio Session)'
          : 'Slow Motion (Live)',
      },
    }));
    const ctx = await appWithProvider(provider.endpoint);
    cleanups.push(provider.close, ctx.close);
    const first = (await ctx.app.inject('/api/videos?limit=2')).json() as {
      title: string;
      embedUrl: string;
    }[];
    expect(first.map((v) => v.title)).toEqual([
      'Late Bloom (Studio Session)',
      'Slow Motion (Live)',
    ]);
    expect(first[0]?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/abcDEF12345');
    expect(first[1]?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/zyxWVU98765');
    await ctx.app.inject('/api/videos?limit=2');
    expect(provider.calls()).toBe(2);
  });

  it('falls back to Studio Session and Live Performance when the provider is unreachable', async () => {
    const ctx = await appWithProvider('http://127.0.0.1:9/oembed');
    cleanups.push(ctx.close);
    const res = await ctx.app.inject('/api/videos?limit=2');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { title: string }[]).map((v) => v.title)).toEqual([
      'Studio Session',
      'Live Performance',
    ]);
  });

  it('falls back quickly when the provider hangs or answers an error', async () => {
    const hanging = await fakeProvider(() => 'hang');
    const ctx = await appWithProvider(hanging.endpoint);
    cleanups.push(ctx.close, hanging.close);
    const started = Date.now();
    const titles = (
      (await ctx.app.inject('/api/videos?limit=2')).json() as { title: string }[]
    ).map((v) => v.title);
    expect(titles).toEqual(['Studio Session', 'Live Performance']);
    expect(Date.now() - started).toBeLessThan(3_000);

    const failing = await fakeProvider(() => ({ status: 500, body: {} }));
    const ctx2 = await appWithProvider(failing.endpoint);
    cleanups.push(ctx2.close, failing.close);
    expect(
      ((await ctx2.app.inject('/api/videos?limit=2')).json() as { title: string }[]).map(
        (v) => v.title,
      ),
    ).toEqual(['Studio Session', 'Live Performance']);
  });
});
