import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readCachePlugin } from '../src/plugins/read-cache';

describe('a write that names what it keeps (keepsCached)', () => {
  it('keeps entries under its prefixes, long (hashed) keys included, and forgets the rest', async () => {
    const app = Fastify();
    await app.register(readCachePlugin, { ttlMs: 60_000 });
    app.post('/comment', { config: { keepsCached: ['viewer:'] } }, async () => ({ ok: true }));
    app.post('/plan', async () => ({ ok: true }));
    await app.ready();
    try {
      const long = `viewer:fanclub.session_token=${'x'.repeat(16_000)}`;
      let loads = 0;
      const load = async () => (loads += 1);
      const fill = async () => {
        await app.readCache.get(long, load);
        await app.readCache.get('viewer:short', load);
        await app.readCache.get('community:comments:p', load);
      };
      await fill();
      expect(loads).toBe(3);
      expect((await app.inject({ method: 'POST', url: '/comment' })).statusCode).toBe(200);
      // Only the comment page is read again; both viewer lookups were kept.
      await fill();
      expect(loads).toBe(4);
      // A write that names nothing still empties everything.
      expect((await app.inject({ method: 'POST', url: '/plan' })).statusCode).toBe(200);
      await fill();
      expect(loads).toBe(7);
    } finally {
      await app.close();
    }
  });
});

describe('a load that returns a query builder (a thenable that runs again on every await)', () => {
  it('is run once for every reader within the TTL, not once per await', async () => {
    const app = Fastify();
    await app.register(readCachePlugin, { ttlMs: 60_000 });
    await app.ready();
    try {
      let runs = 0;
      // As drizzle's query builders do: each then() executes the query anew.
      const builder = {
        then<T>(resolve: (rows: string[]) => T, reject?: (error: unknown) => T) {
          runs += 1;
          return Promise.resolve(['row']).then(resolve, reject);
        },
      };
      const load = () => builder as unknown as Promise<string[]>;
      for (let i = 0; i < 5; i += 1)
        expect(await app.readCache.get('feed:page', load)).toEqual(['row']);
      expect(runs).toBe(1);
    } finally {
      await app.close();
    }
  });
});
