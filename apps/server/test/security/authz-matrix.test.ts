import { randomInt } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceAccess } from '../../src/lib/access';
import { createTestApp } from '../helpers/test-app';
import { testDbKind } from '../helpers/test-database';
import type { Actor } from './actors';
import { ACTORS, changedTables, databaseSnapshot, signInActors } from './actors';
import type { Fixtures } from './fixtures';
import { createFixtures, newOrder } from './fixtures';
import type { Access } from '../../src/lib/access';
import type { Expectation, Sample } from './route-expectations';
import {
  EXPECTATIONS,
  exclusionReason,
  expectedStatus,
  missingExpectations,
  OPTIONAL_ROUTES_ENV,
  routeKey,
} from './route-expectations';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const ALWAYS = Object.entries(EXPECTATIONS).filter(([, e]) => !e.onlyWith);
const OPTIONAL = Object.entries(EXPECTATIONS).filter(([, e]) => e.onlyWith);

/**
 * The authorization matrix (docs/architecture.md): every route × anonymous, fan, fanplus, vip,
 * artist and admin. Each caller gets the status its role allows, and a refused request (any expected 4xx) leaves every table as it was.
 * The second suite switches on the routes that exist only with some configuration.
 */
describe('the route coverage check', () => {
  it('names a route that has no expectation, and lets excluded ones through', () => {
    const table = [
      { method: 'GET', url: '/api/health', websocket: false, access: 'public' as const },
      { method: 'POST', url: '/api/brand-new', websocket: false, access: 'signedIn' as const },
      { method: 'HEAD', url: '/api/brand-new', websocket: false, access: 'signedIn' as const },
      { method: 'GET', url: '/assets/app-1234.js', websocket: false, access: 'public' as const },
    ];
    expect(missingExpectations(table)).toEqual([
      'route POST /api/brand-new has no expectation in test/security/route-expectations.ts',
    ]);
  });
});

describe('access declarations', () => {
  it('stop start-up when a route declares none, or one the matrix does not know', async () => {
    for (const config of [undefined, {}, { access: 'everyone' }]) {
      const app = Fastify();
      enforceAccess(app);
      const start = async () => {
        // @ts-expect-error -- 'everyone' is not an Access; the check must hold for untyped callers too.
        app.get('/api/undeclared', { config }, async () => ({}));
        await app.ready();
      };
      await expect(start()).rejects.toThrow(/declares no valid access/);
      await app.close();
    }
  });
});

matrixSuite('default configuration', {}, ALWAYS);
matrixSuite('every optional route switched on', OPTIONAL_ROUTES_ENV, OPTIONAL);

function matrixSuite(label: string, env: Record<string, string>, entries: [string, Expectation][]) {
  describe(`authorization matrix over the route table, ${label}, on ${testDbKind()}`, () => {
    let ctx: Ctx;
    let fx: Fixtures;
    let cookies: Record<Actor, string>;
    // Per run, so per-address throttles kept in a shared Redis never carry over between runs.
    const network = randomInt(1, 250);

    beforeAll(async () => {
      ctx = await createTestApp(env);
      const signedIn = await signInActors(ctx.app, ctx.config.publicUrl);
      cookies = signedIn.cookies;
      fx = await createFixtures(
        ctx.app,
        ctx.config.publicUrl,
        ctx.config.dataDir,
        signedIn.userIds,
      );
    });
    afterAll(async () => ctx?.close());

    async function send(
      actor: Actor,
      method: string,
      sample: Sample,
    ): Promise<{ status: number; body: string }> {
      const headers = {
        origin: fx.origin,
        ...(cookies[actor] ? { cookie: cookies[actor] } : {}),
        ...sample.headers,
      };
      if (sample.websocket) {
        try {
          const socket = await ctx.app.injectWS(sample.url, { headers });
          socket.terminate();
          return { status: 101, body: '' };
        } catch (error) {
          return {
            status: Number(/response: (\d+)/.exec(String(error))?.[1] ?? 0),
            body: String(error),
          };
        }
      }
      const hasBody = sample.payload !== undefined && method !== 'GET';
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: sample.url,
        headers,
        ...(hasBody ? { payload: sample.payload } : {}),
        remoteAddress: `10.78.${network}.${ACTORS.indexOf(actor) + 1}`,
      });
      return { status: res.statusCode, body: res.body };
    }

    it('has an expectation for every route the server registers, and none for routes it lacks', () => {
      const table = ctx.app.routeTable;
      expect(missingExpectations(table)).toEqual([]);
      const known = new Set(table.map(routeKey));
      expect(
        entries
          .filter(([key]) => !known.has(key))
          .map(([key]) => `expectation ${key} matches no route`),
      ).toEqual([]);
      // Excluded static files must really be read-only.
      expect(
        table.filter(
          (r) =>
            exclusionReason(r) === 'static file of the web build' &&
            r.method !== 'GET' &&
            r.method !== 'HEAD',
        ),
      ).toEqual([]);
      // The table really is the server's: it holds the routes of every feature.
      for (const key of [
        'GET /api/health',
        'GET /api/me',
        'POST /api/admin/events',
        'GET /api/live/ws',
        'GET /storage/*',
      ])
        expect(known.has(key), key).toBe(true);
    });

    it('refuses before it parses or validates: 401/403 come before any 400', async () => {
      const problems: string[] = [];
      for (const route of ctx.app.routeTable) {
        const { access } = route;
        if (route.method === 'HEAD' || route.websocket || !access || access === 'public') continue;
        // Parameters that fail validation and a body that is not even JSON: only access decides.
        const url = route.url.replace(/:\w+/g, 'not-an-id').replace('*', 'x');
        for (const actor of ['anonymous', 'fan'] as const) {
          const want = expectedStatus(access, { ok: 0, sample: () => ({ url }) }, actor);
          if (want === 0) continue;
          const headers = {
            origin: fx.origin,
            'content-type': 'application/json',
            ...(cookies[actor] ? { cookie: cookies[actor] } : {}),
          };
          const res = await ctx.app.inject({
            method: route.method as 'POST',
            url,
            headers,
            ...(route.method === 'GET' ? {} : { payload: '{"broken' }),
          });
          if (res.statusCode !== want)
            problems.push(
              `${actor} ${route.method} ${url}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
      expect(problems).toEqual([]);
    });

    it('notices a write in any table (the state probe works)', async () => {
      const before = await databaseSnapshot(ctx.app);
      await newOrder(ctx.app, null, 'pending');
      expect(changedTables(before, await databaseSnapshot(ctx.app))).toEqual(['orders']);
    });

    /** The route's declared access, from the server's own route table. */
    function accessOf(key: string): Access {
      const access = ctx.app.routeTable.find((route) => routeKey(route) === key)?.access;
      if (!access) throw new Error(`${key} is not in the route table or declares no access`);
      return access;
    }

    for (const [key, expectation] of entries) {
      it(`${key}: each actor gets the status its role allows; refusals change nothing`, async () => {
        const method = key.split(' ')[0]!;
        const access = accessOf(key);
        const refused = (actor: Actor) => expectedStatus(access, expectation, actor) >= 400;
        // Refused callers first, so the state probe runs before anyone allowed changes things.
        const order = [...ACTORS].sort((a, b) => Number(refused(b)) - Number(refused(a)));
        const problems: string[] = [];
        for (const actor of order) {
          const want = expectedStatus(access, expectation, actor);
          const sample = await expectation.sample(fx, actor);
          const before = refused(actor) ? await databaseSnapshot(ctx.app) : null;
          const { status, body } = await send(actor, method, sample);
          if (status !== want)
            problems.push(`${actor}: expected ${want}, got ${status} ${body.slice(0, 200)}`);
          if (before) {
            const changed = changedTables(before, await databaseSnapshot(ctx.app));
            if (changed.length > 0)
              problems.push(`${actor}: refused with ${status} but changed ${changed.join(', ')}`);
            if (!sample.websocket && !/"message":"[^"]+"/.test(body))
              problems.push(`${actor}: refusal without a message: ${body.slice(0, 200)}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
