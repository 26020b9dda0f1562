import { describe, expect, it } from 'vitest';
import { clientKey } from '../src/lib/client-address';

/**
 * Every per-address limit counts under clientKey(ip). Counting raw IPv6 addresses let one
 * subscriber's /64 (2^64 addresses) start a fresh count with every request.
 */
describe('clientKey: one key per client address, an IPv6 /64 counted as one client', () => {
  it('keeps IPv4 as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(' 198.51.100.1 ')).toBe('198.51.100.1');
  });

  it('an attacker rotating through one /64 gets one key for all its addresses', () => {
    const keys = new Set(
      ['2001:db8::1', '2001:db8::2', '2001:db8::ffff:1', '2001:db8:0:0:dead:beef:1:2'].map(
        clientKey,
      ),
    );
    expect([...keys]).toEqual(['2001:db8::/64']);
    // The neighbouring /64 is another client.
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
  });

  it('gives every spelling of one address the same key (case, leading zeros, compression)', () => {
    const spellings = [
      '2001:DB8:AB:CD::1',
      '2001:0db8:00ab:00cd:0000:0000:0000:0001',
      '2001:db8:ab:cd:0:0:0:1',
      '2001:db8:ab:cd::0:1',
      '2001:db8:ab:cd:0::1',
    ];
    for (const s of spellings) expect(clientKey(s), s).toBe('2001:db8:ab:cd::/64');
  });

  it('writes the /64 in RFC 5952 form: the longest zero run compressed, the first of equal runs', () => {
    expect(clientKey('2001:0:0:1::9')).toBe('2001:0:0:1::/64');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('::/64');
    expect(clientKey('fe80::1')).toBe('fe80::/64');
    expect(clientKey('2001:0:0:0:1:2:3:4')).toBe('2001::/64');
  });

  it('counts an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 it carries', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('drops a zone id, which names our interface, not the client', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientKey('fe80::2%25')).toBe(clientKey('fe80::1'));
  });

  it('keeps anything that is not an address as an opaque lower-case key', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('Not-An-IP')).toBe('not-an-ip');
  });
});
