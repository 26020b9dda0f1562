import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../src/plugins/deadlines';
import { listeningApp, rawConnection } from './helpers/listening-app';
import { signIn } from './helpers/session';
import { testDbKind } from './helpers/test-database';

/**
 * Slow and vanishing clients against a real listening server (inject has no socket to hold).
 * The deadlines are shortened so each attack is seen off within seconds; the production values
 * are SERVER_TIMEOUTS.
 */
const SHORT = {
  bodyMs: 1_000,
  headersMs: 1_000,
  requestMs: 3_000,
  keepAliveMs: 1_500,
  checkEveryMs: 250,
};
const UNAVAILABLE = 'a backing service is unavailable';

describe(`request deadlines and client aborts on ${testDbKind()}`, { timeout: 60_000 }, () => {
  let edge: Awaited<ReturnType<typeof listeningApp>>;
  let cookie = '';
  let origin = '';
  beforeAll(async () => {
    edge = await listeningApp({ timeouts: SHORT });
    origin = edge.config.publicUrl;
    cookie = (await signIn(edge.app, origin, 'fan@example.com', 'fanclub-demo', '10.71.0.1'))
      .cookie;
  });
  afterAll(async () => edge?.close());

  const head = (method: string, path: string, headers: Record<string, string | number>) =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${edge.port}\r\nOrigin: ${origin}\r\n${Object.entries(
      headers,
    )
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`;

  it('keeps production deadlines finite, with room for a 5 MB upload on a slow uplink', () => {
    for (const [name, ms] of Object.entries(SERVER_TIMEOUTS)) expect(ms, name).toBeGreaterThan(0);
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestMs);
    expect(SERVER_TIMEOUTS.bodyMs).toBeLessThan(SERVER_TIMEOUTS.requestMs);
    // 5 MB at 64 KB/s.
    expect(SERVER_TIMEOUTS.requestMs).toBeGreaterThanOrEqual((5 * 1_048_576 * 1_000) / 65_536);
  });

  it('slowloris body: a JSON body sent one byte a second is answered 408 and closed at the body deadline', async () => {
    const c = rawConnection(edge.port);
    c.socket.write(
      head('POST', '/api/orders', { 'Content-Type': 'application/json', 'Content-Length': 1_000 }),
    );
    c.trickle('{"email":"slow@example.com","fullName":"Slow Loris"}'.padEnd(1_000, ' '));
    const ms = await c.closed;
    expect(ms).toBeGreaterThanOrEqual(SHORT.bodyMs - 100);
    expect(ms).toBeLessThan(SHORT.bodyMs + 2_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('slowloris upload: a multipart body sent one byte a second is closed at the whole-request deadline', async () => {
    const c = rawConnection(edge.port);
    c.socket.write(
      head('POST', '/api/me/avatar', {
        Cookie: cookie,
        'Content-Type': 'multipart/form-data; boundary=xyz',
        'Content-Length': 100_000,
      }),
    );
    c.trickle(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    const ms = await c.closed;
    expect(ms).toBeGreaterThanOrEqual(SHORT.requestMs - 100);
    expect(ms).toBeLessThan(SHORT.requestMs + 2_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('slowloris headers: headers sent one byte a second are cut off at the headers deadline', async () => {
    const c = rawConnection(edge.port);
    c.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${edge.port}\r\n`);
    c.trickle('X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n');
    const ms = await c.closed;
    expect(ms).toBeLessThan(SHORT.headersMs + 2_000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after the keep-alive deadline', async () => {
    const c = rawConnection(edge.port);
    c.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${edge.port}\r\n\r\n`);
    const ms = await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeGreaterThanOrEqual(SHORT.keepAliveMs - 100);
    expect(ms).toBeLessThan(SHORT.keepAliveMs + 2_000);
  });

  it('keeps a live viewer WebSocket open past every deadline, and it still talks', async () => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${edge.port}/api/live/ws?clientId=edge-timeouts-viewer`,
      { headers: { origin } },
    );
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    let closedAt = 0;
    ws.on('close', () => (closedAt = Date.now()));
    await new Promise((r) => setTimeout(r, SHORT.requestMs + 1_500));
    expect(closedAt).toBe(0);
    const pong = new Promise((resolve) => ws.once('pong', resolve));
    ws.ping();
    await pong;
    ws.terminate();
  });

  it('a client that hangs up mid-body is logged as a client abort, never as an unavailable backing service', async () => {
    const before = edge.lines.length;
    const c = rawConnection(edge.port);
    c.socket.write(
      head('POST', '/api/orders', { 'Content-Type': 'application/json', 'Content-Length': 500 }),
    );
    c.socket.write('{"email":"gone@exa');
    await new Promise((r) => setTimeout(r, 200));
    c.socket.destroy();
    // The first line the aborted request logs after it came in says how it ended.
    await expect
      .poll(() => edge.lines.slice(before).filter((l) => l.msg !== 'incoming request').length)
      .toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const logged = edge.lines.slice(before);
    expect(logged.map((l) => l.msg)).not.toContain(UNAVAILABLE);
    expect(logged.some((l) => l.msg.startsWith('client closed the connection'))).toBe(true);
  });

  it('an upload cut off mid-file is logged without an "unavailable" line', async () => {
    const before = edge.lines.length;
    const c = rawConnection(edge.port);
    c.socket.write(
      head('POST', '/api/me/avatar', {
        Cookie: cookie,
        'Content-Type': 'multipart/form-data; boundary=xyz',
        'Content-Length': 100_000,
      }),
    );
    c.socket.write(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    );
    await new Promise((r) => setTimeout(r, 200));
    c.socket.destroy();
    // The first line the aborted request logs after it came in says how it ended.
    await expect
      .poll(() => edge.lines.slice(before).filter((l) => l.msg !== 'incoming request').length)
      .toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const logged = edge.lines.slice(before);
    expect(logged.map((l) => l.msg)).not.toContain(UNAVAILABLE);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
  });
});
