import { createRequire } from 'node:module';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { RtmpListener } from '../src/features/live/ingest/rtmp-listener';
import type { Authorize, RtmpLimits } from '../src/features/live/ingest/rtmp-listener';

/** node-media-server's RTMP client (JavaScript only): the real handshake, connect and publish, as OBS does. */
interface RtmpClient {
  connect(url: string): Promise<void>;
  sendConnect(): Promise<unknown>;
  sendCreateStream(): Promise<number>;
  sendPublish(name: string): Promise<unknown>;
  disconnect(): void;
  connected: boolean;
}
const RtmpClientClass = createRequire(import.meta.url)(
  'node-media-server/src/protocol/rtmp_client.js',
) as new () => RtmpClient;

const KEY = 'the-artists-stream-key';
const authorize: Authorize = async (request) =>
  request.app === 'live' && request.name === KEY
    ? { flv: new Writable({ write: (_chunk, _enc, done) => done() }), onEnd: () => {} }
    : null;

const opened: { listener?: RtmpListener; sockets: Socket[]; clients: RtmpClient[] } = {
  sockets: [],
  clients: [],
};

async function listen(limits: RtmpLimits) {
  const listener = new RtmpListener(authorize, () => {}, limits);
  opened.listener = listener;
  return { port: await listener.listen(0, '127.0.0.1') };
}

/** A connection that never says anything: no handshake, no key. `from` picks the source address. */
function idle(port: number, from = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  socket.on('error', () => {});
  opened.sockets.push(socket);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const state = { closed: false };
  void closed.then(() => (state.closed = true));
  return {
    socket,
    closed,
    state,
    connected: new Promise<void>((resolve) => socket.once('connect', () => resolve())),
  };
}

async function publish(port: number) {
  const client = new RtmpClientClass();
  opened.clients.push(client);
  await client.connect(`rtmp://127.0.0.1:${port}/live/${KEY}`);
  await client.sendConnect();
  await client.sendCreateStream();
  await client.sendPublish(KEY);
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  for (const socket of opened.sockets) socket.destroy();
  for (const client of opened.clients) client.disconnect();
  opened.sockets = [];
  opened.clients = [];
  await opened.listener?.close();
});

describe('RTMP ingest limits (idle unauthenticated connections cannot lock the encoder out)', () => {
  it('closes a connection that has not published with a valid key by the publish deadline, but not a publishing one', async () => {
    const { port } = await listen({ publishDeadlineMs: 400, maxPerAddress: 4, maxConnections: 32 });
    const lurker = idle(port);
    const encoder = await publish(port);
    await Promise.race([lurker.closed, sleep(3_000)]);
    expect(lurker.state.closed).toBe(true);
    await sleep(300);
    expect(encoder.connected).toBe(true);
  });

  it('lets one address hold only a few connections: 32 idle sockets from one script keep 4', async () => {
    const { port } = await listen({
      publishDeadlineMs: 60_000,
      maxPerAddress: 4,
      maxConnections: 32,
    });
    const lurkers = Array.from({ length: 32 }, () => idle(port, '127.0.0.2'));
    await Promise.all(lurkers.map((l) => l.connected));
    await sleep(500);
    expect(lurkers.filter((l) => !l.state.closed)).toHaveLength(4);
  });

  it('still lets the encoder publish when idle sockets from many addresses hold every slot', async () => {
    const { port } = await listen({
      publishDeadlineMs: 60_000,
      maxPerAddress: 4,
      maxConnections: 32,
    });
    const lurkers = Array.from({ length: 32 }, (_, i) => idle(port, `127.0.0.${10 + (i % 8)}`));
    await Promise.all(lurkers.map((l) => l.connected));
    await sleep(300);
    expect(lurkers.filter((l) => !l.state.closed)).toHaveLength(32);
    const encoder = await publish(port);
    expect(encoder.connected).toBe(true);
    // The oldest idle one made room.
    expect(lurkers[0]!.state.closed).toBe(true);
  });
});
