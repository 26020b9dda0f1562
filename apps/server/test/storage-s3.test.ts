import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { fakeBucket } from './helpers/fake-bucket';
import { signIn } from './helpers/session';

// S3 lies outside this machine, so the bucket is faked at the network edge by a local HTTP
// server that records the signed PUT it receives (helpers/fake-bucket.ts).
describe('avatar upload to an S3-compatible bucket (S3 faked at the network edge)', () => {
  let bucket: Awaited<ReturnType<typeof fakeBucket>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    bucket = await fakeBucket();
    ctx = await createTestApp({
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: 'fanclub-media',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example-key',
      S3_PUBLIC_URL: 'https://media.example.com',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await bucket?.close();
  });

  it('PUTs the re-encoded WebP with a SigV4 signature and stores the public URL', async () => {
    const fan = await signIn(ctx.app, ctx.config.publicUrl, 'fan@example.com', 'fanclub-demo');
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#7c5cff' },
    })
      .png()
      .toBuffer();
    const boundary = '----s3-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fan.inject({
      method: 'POST',
      url: '/api/me/avatar',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json();
    const puts = bucket.requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    const key = `/fanclub-media/profile-images/${me.user.id}/profile.webp`;
    expect(puts[0]?.path).toBe(key);
    expect(puts[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );
    expect(bucket.objects.get(key)?.contentType).toBe('image/webp');
    expect((await sharp(bucket.objects.get(key)!.body).metadata()).format).toBe('webp');
    expect(me.profile.avatarUrl).toMatch(
      new RegExp(
        `^https://media\\.example\\.com/profile-images/${me.user.id}/profile\\.webp\\?v=\\d+$`,
      ),
    );
  });

  it('stops start-up naming the missing variable when S3 is half configured', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' })).toThrowError(
      /S3_ACCESS_KEY_ID/,
    );
  });
});
