import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { testDbKind } from '../helpers/test-database';
import { serverRoot } from '../../src/lib/package-root';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

function cspDirectives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** `name=value; Attr; Attr=x` → the `name=value` pair, the name and lower-cased attributes. */
function parseCookie(line: string) {
  const [pair, ...attrs] = line.split(';').map((s) => s.trim());
  const name = pair!.slice(0, pair!.indexOf('='));
  const attributes = new Map(
    attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? '']),
  );
  return { pair: pair!, name, attributes };
}

/** A real server on a free port, so headers are read off the wire as a browser gets them. */
async function listening(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { ctx, base: `http://127.0.0.1:${address.port}` };
}

/**
 * OWASP ASVS V3 and V14: a CSP that allows no inline script, HSTS only over https,
 * nosniff, a referrer policy, and session cookies that are HttpOnly, SameSite and, over https,
 * Secure with the __Host- prefix. Read from running servers, plain http and https.
 */
describe.each([
  { scheme: 'http', env: {} as Record<string, string> },
  // Served over https behind a proxy: PUBLIC_URL says so, and the app must behave accordingly.
  {
    scheme: 'https',
    env: { PUBLIC_URL: 'https://fanclub.example', TRUST_PROXY: '1' } as Record<string, string>,
  },
])(`security headers and cookies over $scheme on ${testDbKind()}`, ({ scheme, env }) => {
  let ctx: Ctx;
  let base: string;
  let origin: string;
  beforeAll(async () => {
    ({ ctx, base } = await listening(env));
    // The configured origin (the port 0 socket is not PORT, and writes trust configuration only).
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());

  it('sends a CSP without inline script, with object-src none, base-uri, form-action and frame-ancestors', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/']) {
      const res = await fetch(`${base}${path}`);
      const csp = cspDirectives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      expect(
        scriptSrc.some((s) => s === 'data:' || s === '*' || s.startsWith('http:')),
        path,
      ).toBe(false);
      expect(csp.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(["'self'", "'none'"]).toContain(csp.get('base-uri')?.join(' '));
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests'), path).toBe(scheme === 'https');
    }
  });

  it(`sends ${scheme === 'https' ? 'HSTS' : 'no HSTS'}, nosniff, a referrer policy and frame denial`, async () => {
    const res = await fetch(`${base}/api/health`);
    const hsts = res.headers.get('strict-transport-security');
    if (scheme === 'https') {
      expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    } else {
      // HSTS over plain http would be ignored at best and lock out a misconfigured install at worst.
      expect(hsts).toBeNull();
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect([
      'no-referrer',
      'strict-origin-when-cross-origin',
      'same-origin',
      'strict-origin',
    ]).toContain(res.headers.get('referrer-policy'));
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('sets session cookies HttpOnly, SameSite=Lax, Path=/, host-only, and Secure with __Host- over https', async () => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fan@example.com', password: 'fanclub-demo' }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().map(parseCookie);
    const session = cookies.find((c) => c.name.endsWith('fanclub.session_token'));
    expect(session, JSON.stringify(cookies)).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie.attributes.has('httponly'), cookie.name).toBe(true);
      expect(cookie.attributes.get('samesite')?.toLowerCase(), cookie.name).toBe('lax');
      expect(cookie.attributes.get('path'), cookie.name).toBe('/');
      // No Domain attribute: the cookie stays on this host, never its subdomains.
      expect(cookie.attributes.has('domain'), cookie.name).toBe(false);
      expect(cookie.attributes.has('secure'), cookie.name).toBe(scheme === 'https');
      // __Host-: Secure, Path=/ and no Domain, so no sibling subdomain can set or shadow it.
      expect(cookie.name.startsWith('__Host-'), cookie.name).toBe(scheme === 'https');
    }
    // The cookie really is the session: it signs the member in on the next request.
    const me = await fetch(`${base}/api/me`, { headers: { cookie: session!.pair } });
    expect(me.status).toBe(200);
  });
});

describe('the built app shell', () => {
  const indexFile = join(serverRoot, '..', 'web', 'dist', 'index.html');
  it.runIf(existsSync(indexFile))(
    'has no inline script or inline event handler the CSP would block',
    () => {
      const html = readFileSync(indexFile, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    },
  );
});
