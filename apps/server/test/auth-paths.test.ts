import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

describe(`the /api/auth allow-list on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx?.close());
  let port = 0;

  /**
   * Over a real socket: inject() (like fetch) normalises the URL before the server sees it,
   * which would hide the attack; an attacker's raw request line arrives as written.
   */
  const post = (path: string, payload: object) =>
    new Promise<{ statusCode: number; body: string; json: () => { message?: string } }>(
      (resolve, reject) => {
        const body = JSON.stringify(payload);
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path,
            headers: {
              origin,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({
                statusCode: res.statusCode ?? 0,
                body: text,
                json: () => JSON.parse(text) as { message?: string },
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );

  it.each([
    '/api/auth/reset-password/..\\sign-in\\email',
    '/api/auth/reset-password/..%5Csign-in%5Cemail',
    '/api/auth/reset-password/..%5csign-in%5cemail',
    '/api/auth/reset-password/%2e%2e/sign-in/email',
    '/api/auth/reset-password/%2E%2E%2Fsign-in%2Femail',
    '/api/auth/reset-password/../sign-in/email',
    '/api/auth/sign-up/email/..%2F..%2Fsign-in/email',
    '/api/auth/reset-password/.%2e/sign-in/email',
  ])('refuses a path that normalises elsewhere: %s', async (url) => {
    // A wrong password through the detour must not reach Better Auth's sign-in (which would answer 401).
    const res = await post(url, { email: 'admin@example.com', password: 'wrong-password-1' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('That address is not allowed.');
  });

  it('refuses a detour to update-user, which the allow-list never exposes', async () => {
    const res = await post('/api/auth/reset-password/..\\update-user', { name: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('still serves the allowed paths and 404s the rest', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/update-user', { name: 'x' })).statusCode).toBe(404);
    const reset = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/abc123?callbackURL=%2Freset-password',
    });
    expect(reset.statusCode).toBe(302);
  });
});
