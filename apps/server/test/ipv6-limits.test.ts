import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { CARD, SHIPPING } from './security/fixtures';

/**
 * An IPv6 subscriber holds a whole /64. Counted per raw address, every per-address limit gave it
 * a fresh count per request: each limit here is hit from many addresses of one /64.
 */
describe(`per-address limits count an IPv6 /64 as one client on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    // Behind one proxy (10.0.0.2) that appends the client's address, as in trust-proxy.test.ts.
    ctx = await createTestApp({
      TRUST_PROXY: '1',
      LIVE_SOCKETS_PER_IP: '5',
      RATE_LIMIT_FACTOR: '1',
    });
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await ctx?.close();
  });

  const signIn = (email: string, password: string, client: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.2',
      headers: { origin, 'x-forwarded-for': client },
      payload: { email, password },
    });

  it('guessing one password from a fresh address of the same /64 each time still waits after five', async () => {
    for (let i = 1; i <= 5; i += 1)
      expect((await signIn('admin@example.com', `wrong-${i}`, `2001:db8:1::${i}`)).statusCode).toBe(
        401,
      );
    // Another address of that /64, spelt differently: the same client, so it waits.
    const held = await signIn('admin@example.com', 'fanclub-demo', '2001:0DB8:0001:0:ffff::6');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    );
    // The neighbouring /64 is someone else: the owner signs in from there.
    expect((await signIn('admin@example.com', 'fanclub-demo', '2001:db8:2::1')).statusCode).toBe(
      200,
    );
  });

  it('spraying many accounts from a /64, one address per guess, blocks the whole /64', async () => {
    for (let i = 1; i <= 20; i += 1)
      expect(
        (await signIn(`nobody${i}@example.org`, 'guess-guess', `2001:db8:3::${i.toString(16)}`))
          .statusCode,
      ).toBe(401);
    const held = await signIn('vip@example.com', 'fanclub-demo', '2001:db8:3::abcd:1');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  });

  it('abuse limits: 60 orders an hour per /64, however many of its addresses place them', async () => {
    const order = (n: number, client: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: '10.0.0.2',
        headers: { origin, 'x-forwarded-for': client },
        // An empty cart is refused (400) after it is counted, so nothing is bought.
        payload: { ...CARD, ...SHIPPING, email: `orders${n}@example.org`, lines: [] },
      });
    for (let i = 1; i <= 60; i += 1)
      expect((await order(i, `2001:db8:4::${i.toString(16)}`)).statusCode).toBe(400);
    const over = await order(61, '2001:db8:4::ffff');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many orders in a short time\./);
    expect((await order(62, '2001:db8:5::1')).statusCode).toBe(400);
  });

  it('live sockets: five per /64 (LIVE_SOCKETS_PER_IP), however many of its addresses open them', async () => {
    const watch = async (ip: string) => {
      const ws = await ctx.app.injectWS('/api/live/ws', {
        headers: { origin },
        socket: { remoteAddress: ip },
      } as never);
      sockets.push(ws);
      return ws;
    };
    for (let i = 1; i <= 5; i += 1) {
      const ws = await watch(`2001:db8:6::${i}`);
      expect(ws.readyState).toBe(ws.OPEN);
    }
    await expect(watch('2001:db8:6::6')).rejects.toThrow('429');
    await expect(watch('2001:db8:6:0:aaaa:bbbb:cccc:dddd')).rejects.toThrow('429');
    // Another /64 is not affected.
    const other = await watch('2001:db8:7::1');
    expect(other.readyState).toBe(other.OPEN);
  });
});
