import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { client, cookiesFrom } from './helpers/session';

// A real SMTP server on this machine receives the mail; nothing is stubbed.
describe('sign-up confirmation over real SMTP (SMTP_URL)', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the confirmation mail whose link verifies the address and signs in', async () => {
    const origin = ctx.config.publicUrl;
    const res = await client(ctx.app, origin).post('/api/auth/sign-up/email', {
      displayName: 'Mia Chen',
      email: 'mia@example.org',
      password: 'neon-psalms-91',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const mail = received.find((m) => m.to.includes('mia@example.org'));
    expect(mail?.raw).toMatch(/Subject: Confirm your e-mail/);
    const link = mail?.raw.match(/https?:\/\/\S+\/api\/auth\/verify-email\?[^\s"<>]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const verify = await ctx.app.inject({
      url: url.pathname + url.search,
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(verify.statusCode).toBe(302);
    const me = await client(ctx.app, origin, cookiesFrom(verify.headers['set-cookie'])).get(
      '/api/me',
    );
    expect(me.json().user).toMatchObject({ email: 'mia@example.org', emailVerified: true });
  });
});
