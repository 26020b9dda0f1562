import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp } from './helpers/test-app';

/**
 * TRUST_PROXY decides which X-Forwarded-For hop is the client. Trusting every hop let a client
 * forge its address (a new one per request) and slip past every per-IP limit.
 */
describe('TRUST_PROXY', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  /** The address the app attributes a request to, behind a proxy at 10.0.0.2 that appended the real client. */
  async function clientIpBehindProxy(trust: string) {
    const ctx = await createTestApp({ TRUST_PROXY: trust }, (app) =>
      app.get('/test/ip', { config: { access: 'public' } }, async (req) => ({ ip: req.ip })),
    );
    close = ctx.close;
    // The client forged the first entry; the proxy appended the address it really saw.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
    });
    return (res.json() as { ip: string }).ip;
  }

  it('with a hop count, a forged X-Forwarded-For entry is ignored: the client is the hop the proxy added', async () => {
    expect(await clientIpBehindProxy('1')).toBe('198.51.100.7');
  });

  it('with a list of proxy addresses, only those are skipped', async () => {
    expect(await clientIpBehindProxy('10.0.0.0/8, 127.0.0.1')).toBe('198.51.100.7');
    await close?.();
    // A request that did not come through a listed proxy keeps its socket address.
    expect(await clientIpBehindProxy('192.0.2.1')).toBe('10.0.0.2');
  });

  it('refuses "true" at start-up with a message naming the variable and the fix', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be the number of proxies in front of the app \(e\.g\. 1\).*"true" would trust any X-Forwarded-For a client forges/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts hop counts and address lists, refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 2001:db8::/32,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '2001:db8::/32',
      'loopback',
    ]);
    for (const bad of ['10.0.0.1/33', 'proxy.example.com', '1.2.3', '-1', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be/);
    }
  });
});
