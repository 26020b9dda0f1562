import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { testDbKind } from '../helpers/test-database';
import type { client } from '../helpers/session';
import { signIn } from '../helpers/session';
import {
  BROKEN_TEXT,
  inputProblem,
  MAX_DEPTH,
  NUL_REFUSED,
  TOO_DEEP,
} from '../../src/plugins/input-hygiene';

const nested = (depth: number) =>
  JSON.parse('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)) as object;

describe('inputProblem', () => {
  it('finds NUL in strings and keys, and nesting beyond the limit, without recursion', () => {
    expect(inputProblem({ displayName: 'Aria', lines: [{ productId: 1, size: 'M' }] })).toBeNull();
    expect(inputProblem({ displayName: 'a\u0000b' })).toBe(NUL_REFUSED);
    expect(inputProblem({ 'a\u0000': 1 })).toBe(NUL_REFUSED);
    expect(inputProblem(['x', ['y', ['\u0000']]])).toBe(NUL_REFUSED);
    // A lone UTF-16 surrogate (the fuzzer's addressLine2 once reached the database with one).
    expect(inputProblem({ addressLine2: '\ud800' })).toBe(BROKEN_TEXT);
    expect(inputProblem({ ['\udc00']: 1 })).toBe(BROKEN_TEXT);
    expect(inputProblem({ name: 'Beyoncé 🎤' })).toBeNull();
    expect(inputProblem(nested(MAX_DEPTH - 1))).toBeNull();
    expect(inputProblem(nested(MAX_DEPTH + 1))).toBe(TOO_DEEP);
    expect(inputProblem(nested(100_000))).toBe(TOO_DEEP);
  });
});

/** Regressions for the 500s and message-less errors the input fuzzer (fuzz.test.ts) found. */
describe(`malformed input the fuzzer found, on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fan: ReturnType<typeof client>;
  beforeAll(async () => {
    ctx = await createTestApp();
    fan = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'fan@example.com',
      'fanclub-demo',
      '10.81.0.1',
    );
  });
  afterAll(async () => ctx?.close());

  const messageOf = (res: { body: string }) =>
    (JSON.parse(res.body) as { message?: string }).message;

  it('refuses NUL in a path, a query and a body with 400 instead of a database error', async () => {
    for (const res of [
      await fan.get('/api/events/%00'),
      await fan.get('/api/profiles/x%00y'),
      await fan.get('/api/orders/x?key=%00'),
      await fan.patch('/api/me', { displayName: 'a\u0000b' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(NUL_REFUSED);
    }
  });

  // Routes the fan may call: on others access is refused (403) before any input is looked at.
  it('refuses absurdly deep JSON with 400, also on the auth routes', async () => {
    const payload = '['.repeat(5000) + ']'.repeat(5000);
    for (const url of ['/api/auth/sign-in/email', '/api/cart/merge']) {
      const res = await fan.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(TOO_DEEP);
    }
  });

  it('refuses a lone surrogate and a product id beyond a PostgreSQL integer with 400', async () => {
    const line = { colour: 'White', size: 'M', quantity: 1 };
    const surrogate = await fan.patch('/api/me', { displayName: 'a\ud800b' });
    expect(surrogate.statusCode).toBe(400);
    expect(messageOf(surrogate)).toBe(BROKEN_TEXT);
    for (const res of [
      await fan.put('/api/cart', { lines: [{ productId: 2_147_483_648, ...line }] }),
      await fan.get('/api/products/2147483648'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(messageOf(res)).toContain('That is not a product id.');
    }
  });

  it('unlikes a track id that is not a uuid without a database error', async () => {
    const res = await fan.inject({ method: 'DELETE', url: '/api/tracks/not-a-uuid/like' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ liked: false });
  });

  it('answers a broken avatar upload with 400 and the upload message', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await fan.inject({
        method: 'POST',
        url: '/api/me/avatar',
        payload: '--x\r\nContent-Disposition: form-data; name="file"',
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe("Please select a file and make sure you're logged in");
    }
  });

  it('gives JSON 404s with a message for a plain GET to the live socket and for missing HLS and storage files', async () => {
    for (const url of ['/api/live/ws', '/live/missing/index.m3u8', '/storage/missing.webp']) {
      const res = await fan.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(messageOf(res), url).toMatch(/not found/);
    }
  });
});
