import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----fanclub-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`profile on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let fan: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo');
  });
  afterAll(async () => ctx?.close());

  it('returns the member, profile and switches from /api/me', async () => {
    const res = await fan.get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toMatchObject({
      user: { email: 'fan@example.com', emailVerified: true },
      profile: { role: 'fan', subscriptionTier: 'free', displayName: 'Demo Fan' },
      preferences: { notifications: true, pushNotifications: true, emails: true },
    });
    // The retired switches (SMS, camera, microphone...) are no longer part of the answer.
    expect(Object.keys(res.json().preferences).sort()).toEqual([
      'emails',
      'notifications',
      'pushNotifications',
    ]);
  });

  it("computes the demo fan's stat tiles from data: 12, 3 and 2", async () => {
    expect((await fan.get('/api/me/stats')).json()).toEqual({
      likedSongs: 12,
      eventsAttended: 3,
      merchItems: 2,
    });
  });

  it('saves the display name and switches, trimmed and validated', async () => {
    const res = await fan.patch('/api/me', {
      displayName: '  Velvet Fan  ',
      preferences: { emails: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.displayName).toBe('Velvet Fan');
    expect(res.json().preferences).toMatchObject({ emails: false, notifications: true });
    const again = await fan.patch('/api/me', { preferences: { pushNotifications: false } });
    expect(again.json().preferences).toMatchObject({ emails: false, pushNotifications: false });
    await fan.patch('/api/me', { preferences: { emails: true, pushNotifications: true } });
    const empty = await fan.patch('/api/me', { displayName: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('displayName');
  });

  it("accepts and drops an old client's retired switches (SMS, camera, microphone), still type-checked", async () => {
    const res = await fan.patch('/api/me', {
      preferences: { sms: false, camera: false, microphone: false, emails: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferences).toEqual({
      notifications: true,
      pushNotifications: true,
      emails: false,
    });
    const wrong = await fan.patch('/api/me', { preferences: { camera: 'off' } });
    expect(wrong.statusCode).toBe(400);
    const unknown = await fan.patch('/api/me', { preferences: { fax: true } });
    expect(unknown.statusCode).toBe(400);
    await fan.patch('/api/me', { preferences: { emails: true } });
  });

  it('refuses a display name with bidi override or isolate characters (it is shown beside chat messages)', async () => {
    for (const name of ['\u202Enimda', 'Fan \u2066admin\u2069']) {
      const res = await fan.patch('/api/me', { displayName: name });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.displayName).toBe(
        "Display names can't contain text-direction control characters.",
      );
    }
  });

  it.each([
    [{ role: 'admin' }],
    [{ subscriptionTier: 'vip' }],
    [{ displayName: 'ok', role: 'artist' }],
    [{ preferences: { notifications: true, tier: 'vip' } }],
    [{ profile: { role: 'admin' } }],
  ])('never lets a member raise their role or tier through PATCH /api/me (%j)', async (body) => {
    const res = await fan.patch('/api/me', body);
    expect(res.statusCode).toBe(400);
    const me = (await fan.get('/api/me')).json();
    expect(me.profile).toMatchObject({ role: 'fan', subscriptionTier: 'free' });
  });

  it('stores a real image as a 512 px WebP without metadata and updates avatar_url', async () => {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#ff2e88' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .jpeg()
      .toBuffer();
    const res = await fan.inject({
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart('me.jpg', 'image/jpeg', jpeg),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().profile.avatarUrl;
    expect(url).toMatch(/^\/storage\/profile-images\/[^/]+\/profile\.webp\?v=\d+$/);
    const file = await ctx.app.inject(url);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a text file named .png, a wrong type and an oversize file with the spec's messages", async () => {
    const text = await fan.inject({
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart('photo.png', 'image/png', Buffer.from('just some words, not a picture')),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please select an image file');
    const pdf = await fan.inject({
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart('doc.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')),
    });
    expect(pdf.statusCode).toBe(415);
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024),
    ]);
    const large = await fan.inject({
      method: 'POST',
      url: '/api/me/avatar',
      ...multipart('big.png', 'image/png', big),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Image must be smaller than 5MB');
    const none = await fan.post('/api/me/avatar', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select a file and make sure you're logged in");
  });

  it('shows a public profile without e-mail or tier', async () => {
    const me = (await fan.get('/api/me')).json();
    const res = await client(ctx.app, origin).get(`/api/profiles/${me.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['avatarUrl', 'displayName', 'role', 'userId']);
    expect(res.body).not.toContain('@');
    expect((await client(ctx.app, origin).get('/api/profiles/nobody')).statusCode).toBe(404);
  });
});
