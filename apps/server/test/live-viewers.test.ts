import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { signIn } from './helpers/session';

interface Viewer {
  ws: WebSocket;
  messages: Record<string, unknown>[];
}

describe(`live viewer counting cannot be inflated by one client on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let streamId: string;
  const open: Viewer[] = [];

  /** An anonymous viewer socket from `ip`, with whatever clientId the caller picks. */
  async function watch(ip: string, clientId?: string): Promise<Viewer> {
    const messages: Record<string, unknown>[] = [];
    const query = `streamId=${streamId}${clientId ? `&clientId=${encodeURIComponent(clientId)}` : ''}`;
    const ws = await ctx.app.injectWS(
      `/api/live/ws?${query}`,
      { headers: { origin }, socket: { remoteAddress: ip } } as never,
      {
        onInit: (socket) =>
          socket.on('message', (raw: Buffer) =>
            messages.push(JSON.parse(raw.toString()) as Record<string, unknown>),
          ),
      },
    );
    const viewer = { ws, messages };
    open.push(viewer);
    return viewer;
  }
  const activeCount = async () =>
    (await ctx.app.inject('/api/live/active')).json().stream.viewerCount as number;
  const issuedId = (v: Viewer) =>
    v.messages.find((m) => m.type === 'viewer')?.viewerId as string | undefined;

  beforeAll(async () => {
    ctx = await createTestApp({ LIVE_SOCKETS_PER_IP: '5' });
    origin = ctx.config.publicUrl;
    const artist = await signIn(ctx.app, origin, 'artist@example.com', 'fanclub-demo', '10.62.0.1');
    streamId = (await artist.post('/api/live/start', { title: 'Counting check' })).json().id;
  });
  afterAll(async () => {
    for (const v of open) v.ws.terminate();
    await ctx?.close();
  });

  // Streams are for members (Fan+ by default), so no anonymous socket is ever counted as a viewer:
  // a script's made-up clientIds add nothing, and the per-address cap bounds what it can hold open.
  it('caps live sockets per address (LIVE_SOCKETS_PER_IP) and counts no anonymous socket as a viewer of a members-only stream', async () => {
    // All at once: those racing past the upgrade check are closed (1008) as soon as they open.
    const burst = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => watch('203.0.113.7', `script-viewer-${i}-xxxxxx`)),
    );
    const sockets = burst.flatMap((r) => (r.status === 'fulfilled' ? [r.value.ws] : []));
    await expect
      .poll(() => sockets.filter((ws) => ws.readyState === ws.OPEN).length, { timeout: 5_000 })
      .toBe(5);
    // One more, once the five are open, is refused before the upgrade.
    await expect(watch('203.0.113.7', 'script-viewer-9-xxxxxx')).rejects.toThrow('429');
    // Another address is not affected.
    const other = await watch('198.51.100.9');
    expect(other.ws.readyState).toBe(other.ws.OPEN);
    expect(await activeCount()).toBe(0);
  });

  it('honours only viewer ids the server issued: a reconnecting tab keeps its id, a forged id gets a new one', async () => {
    const tab = await watch('192.0.2.10');
    await expect.poll(() => issuedId(tab), { timeout: 5_000 }).toBeTruthy();
    // The same tab reconnecting (its old socket not yet noticed dead) presents its id: still one viewer.
    const again = await watch('192.0.2.10', issuedId(tab));
    expect(issuedId(again)).toBeUndefined();
    // A made-up or tampered id is not trusted: the server issues a new one.
    const [id, exp] = issuedId(tab)!.split('.');
    const forged = await watch('192.0.2.10', `${id}.${exp}.forged-signature`);
    await expect.poll(() => issuedId(forged), { timeout: 5_000 }).toBeTruthy();
    expect(issuedId(forged)).not.toBe(issuedId(tab));
    expect(await activeCount()).toBe(0);
  });
});
