import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { testDbKind } from '../helpers/test-database';
import type { RouteEntry } from '../../src/lib/route-table';
import { EXPECTATIONS, exclusionReason, routeKey } from './route-expectations';
import { signInActors } from './actors';
import type { Fixtures } from './fixtures';
import { createFixtures } from './fixtures';
import type { FuzzRequest } from './fuzz-inputs';
import { hostileRequest, mutatedSample, seededRandom } from './fuzz-inputs';

// FUZZ_BATCHES makes a longer soak run (e.g. to watch the heap over 20,000 requests).
const BATCHES = Number(process.env.FUZZ_BATCHES ?? 6);
const PER_BATCH = 850;
// FUZZ_SEED replays or varies the run; the default keeps `npm test` deterministic.
const SEED = process.env.FUZZ_SEED ?? 'issue-11-fuzz';

/** A full collection, so heap figures compare live objects rather than garbage. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Thousands of malformed bodies, queries, headers, oversize payloads and wrong content
 * types against every route. No 5xx, every 4xx explains itself, the server keeps answering and
 * its heap does not grow with the traffic.
 */
describe(`hostile input against every route on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let routes: RouteEntry[];
  let fx: Fixtures;
  const callers: Record<string, string>[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    // Anonymous, a fan and an admin (past every role check); the valid samples need all accounts.
    const signedIn = await signInActors(ctx.app, origin);
    for (const actor of ['anonymous', 'fan', 'admin'] as const)
      callers.push({
        origin,
        ...(signedIn.cookies[actor] ? { cookie: signedIn.cookies[actor] } : {}),
      });
    fx = await createFixtures(ctx.app, origin, ctx.config.dataDir, signedIn.userIds);
    // Every API, HLS and storage route, plus one file of the web build if there is one.
    routes = ctx.app.routeTable.filter(
      (r) => exclusionReason(r) === null || (r.method === 'HEAD' && r.url.startsWith('/api/')),
    );
    const webFile = ctx.app.routeTable.find(
      (r) => exclusionReason(r) === 'static file of the web build' && r.method === 'GET',
    );
    if (webFile) routes.push(webFile);
  });
  afterAll(async () => ctx?.close());

  it(
    'answers every hostile request with a 2xx-4xx, every 4xx with a message, without leaking memory',
    async () => {
      const random = seededRandom(SEED);
      const failures = new Map<string, string>();
      const heap: number[] = [];
      let sent = 0;
      const statuses = new Map<number, number>();

      const check = (req: FuzzRequest, status: number, body: string, contentType: string) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        let problem: string | null = null;
        if (status >= 500) problem = `${status} ${body.slice(0, 160)}`;
        else if (status >= 400 && req.method !== 'HEAD') {
          let message: unknown;
          try {
            message = (JSON.parse(body) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || message.trim() === '')
            problem = `${status} without a JSON message (${contentType}): ${body.slice(0, 160)}`;
        }
        if (problem) {
          const route = req.url.split('?')[0]!.replace(/\/[^/]*$/, '/…');
          const key = `${req.method} ${route} → ${problem.slice(0, 60)}`;
          if (!failures.has(key))
            failures.set(
              key,
              `#${sent} ${req.method} ${req.url.slice(0, 120)} [${req.kinds.join(',')}] → ${problem}`,
            );
        }
      };

      for (let batch = 0; batch < BATCHES; batch++) {
        for (let i = 0; i < PER_BATCH; i++) {
          const route = random.pick(routes);
          const expectation = EXPECTATIONS[routeKey(route)];
          // A third start from the route's valid sample request, the rest from nothing.
          const req =
            expectation && route.method !== 'HEAD' && random.chance(0.35)
              ? mutatedSample(
                  random,
                  route.method,
                  await expectation.sample(fx, 'admin'),
                  random.pick(callers),
                )
              : hostileRequest(random, route, random.pick(callers));
          const res = await ctx.app.inject({
            method: req.method as 'GET',
            url: req.url,
            headers: req.headers,
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
            remoteAddress: `10.80.${batch}.${(i % 200) + 1}`,
          });
          sent++;
          check(req, res.statusCode, res.body, String(res.headers['content-type'] ?? ''));
        }
        collectGarbage();
        heap.push(process.memoryUsage().heapUsed);
      }

      console.info(
        `fuzz: ${sent} requests over ${routes.length} routes; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; heap MB after each batch ${heap.map((h) => (h / 2 ** 20).toFixed(1)).join(', ')}`,
      );
      expect([...failures.values()]).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(5000);
      // Still up and healthy after the barrage.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Flat memory: after the first (warm-up) batch, the heap stays within a small margin.
      const settled = heap.slice(1);
      expect(Math.max(...settled) - settled[0]!).toBeLessThan(16 * 2 ** 20);
      // About 40 s on an idle two-core machine; the margin is for a machine busy with other suites.
    },
    BATCHES * 50_000,
  );
});
