import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../src/lib/access';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

type Caller = ReturnType<typeof client>;

/**
 * `member(req)`: the caller the access hook has already admitted (docs/architecture.md, "Adding a
 * route"). Behind 'signedIn' or a Feature it is the viewer with nothing left to check; from a
 * 'public' route it is a programming error, answered 500 whoever asks, without details.
 */
describe(`member(req), the viewer a route's access guarantees, on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const as: Record<'anonymous' | 'fan' | 'vip' | 'artist', Caller> = {} as never;
  const who = (req: Parameters<typeof member>[0]) => {
    const { email, role, subscriptionTier } = member(req);
    return { email, role, subscriptionTier };
  };

  beforeAll(async () => {
    ctx = await createTestApp({}, (app) => {
      app.get('/api/test/member/public', { config: { access: 'public' } }, async (req) => who(req));
      app.get('/api/test/member/signed-in', { config: { access: 'signedIn' } }, async (req) =>
        who(req),
      );
      app.get('/api/test/member/events', { config: { access: 'manageEvents' } }, async (req) =>
        who(req),
      );
    });
    const origin = ctx.config.publicUrl;
    as.anonymous = client(ctx.app, origin);
    let ip = 1;
    for (const name of ['fan', 'vip', 'artist'] as const)
      as[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.82.0.${ip++}`,
      );
  });
  afterAll(async () => ctx?.close());

  it("is the signed-in caller, role and subscription tier as the profile has them, behind 'signedIn'", async () => {
    const fan = await as.fan.get('/api/test/member/signed-in');
    expect(fan.statusCode).toBe(200);
    expect(fan.json()).toEqual({ email: 'fan@example.com', role: 'fan', subscriptionTier: 'free' });
    const vip = await as.vip.get('/api/test/member/signed-in');
    expect(vip.json()).toMatchObject({ email: 'vip@example.com', subscriptionTier: 'vip' });
  });

  it('is never reached by a caller the declaration refuses: the hook answers 401/403 first', async () => {
    const anonymous = await as.anonymous.get('/api/test/member/signed-in');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue.');
    const fan = await as.fan.get('/api/test/member/events');
    expect(fan.statusCode).toBe(403);
    expect(fan.json().message).toBe('You do not have permission to do that.');
    const artist = await as.artist.get('/api/test/member/events');
    expect(artist.statusCode).toBe(200);
    expect(artist.json()).toMatchObject({ email: 'artist@example.com', role: 'artist' });
  });

  it("is an internal error from a 'public' route, for guests and members alike, and says nothing of why", async () => {
    for (const caller of [as.anonymous, as.fan]) {
      const res = await caller.get('/api/test/member/public');
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('member()');
      expect(res.body).not.toContain('public');
    }
  });
});
