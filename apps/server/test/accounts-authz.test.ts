import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

const ACTORS = {
  anonymous: null,
  fan: { email: 'fan@example.com', role: 'fan', tier: 'free' },
  fanplus: { email: 'fanplus@example.com', role: 'fan', tier: 'fanplus' },
  vip: { email: 'vip@example.com', role: 'fan', tier: 'vip' },
  artist: { email: 'artist@example.com', role: 'artist', tier: 'vip' },
  admin: { email: 'admin@example.com', role: 'admin', tier: 'vip' },
  staff: { email: 'staff@example.com', role: 'staff', tier: 'free' },
} as const;

describe(`account routes for every kind of user on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const callers: Record<string, ReturnType<typeof client>> = {};
  let someUserId = '';
  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    let ip = 1;
    for (const [name, actor] of Object.entries(ACTORS)) {
      callers[name] = actor
        ? await signIn(ctx.app, origin, actor.email, 'fanclub-demo', `10.5.0.${ip++}`)
        : client(ctx.app, origin);
    }
    someUserId = (await callers.vip!.get('/api/me')).json().user.id;
  });
  afterAll(async () => ctx?.close());

  for (const [name, actor] of Object.entries(ACTORS)) {
    it(`${name}: own account routes answer ${actor ? '200 with their own data' : '401'}`, async () => {
      const c = callers[name]!;
      const me = await c.get('/api/me');
      const patch = await c.patch('/api/me', { displayName: `Renamed ${name}` });
      const stats = await c.get('/api/me/stats');
      const avatar = await c.post('/api/me/avatar', {});
      if (!actor) {
        for (const res of [me, patch, stats]) expect(res.statusCode).toBe(401);
        expect(avatar.statusCode).toBe(401);
        return;
      }
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(actor.email);
      expect(me.json().profile).toMatchObject({ role: actor.role, subscriptionTier: actor.tier });
      expect(patch.statusCode).toBe(200);
      expect(patch.json().profile).toMatchObject({
        displayName: `Renamed ${name}`,
        role: actor.role,
        subscriptionTier: actor.tier,
      });
      expect(stats.statusCode).toBe(200);
      expect(avatar.statusCode).toBe(400);
    });

    it(`${name}: public reads answer 200 and never carry an e-mail`, async () => {
      const c = callers[name]!;
      const profile = await c.get(`/api/profiles/${someUserId}`);
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toContain('@');
      const options = await c.get('/api/sign-in-options');
      expect(options.statusCode).toBe(200);
      expect(options.json().demo.accounts).toHaveLength(6);
    });
  }
});

describe('demo mode off', () => {
  it('has no demo accounts and offers none', async () => {
    const ctx = await createTestApp({ DEMO_MODE: 'false' });
    try {
      const origin = ctx.config.publicUrl;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'admin@example.com', password: 'fanclub-demo' },
      });
      expect(res.statusCode).toBe(401);
      expect((await ctx.app.inject('/api/sign-in-options')).json().demo).toBeNull();
    } finally {
      await ctx.close();
    }
  });
});

// The login and sign-up screens draw a button for each provider marked true here and none for the
// rest (issue 31: no button that can only say 'not available').
describe('social sign-in options', () => {
  it('names no provider when none is configured', async () => {
    const ctx = await createTestApp();
    try {
      const res = await ctx.app.inject('/api/sign-in-options');
      expect(res.statusCode).toBe(200);
      expect(res.json().providers).toEqual({ google: false, apple: false, facebook: false });
    } finally {
      await ctx.close();
    }
  });

  it('names only the provider whose client id and secret are both set', async () => {
    const ctx = await createTestApp({
      GOOGLE_CLIENT_ID: 'test-google-client',
      GOOGLE_CLIENT_SECRET: 'test-google-secret',
      // Half a pair is not a configured provider.
      FACEBOOK_CLIENT_ID: 'test-facebook-client',
    });
    try {
      const res = await ctx.app.inject('/api/sign-in-options');
      expect(res.statusCode).toBe(200);
      expect(res.json().providers).toEqual({ google: true, apple: false, facebook: false });
    } finally {
      await ctx.close();
    }
  });
});
