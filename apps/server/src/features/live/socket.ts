import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { canWatchStream } from '@fanclub/shared/access';
import { REALTIME_HEARTBEAT_MS } from '@fanclub/shared/limits';
import type { LiveChatEvent } from '@fanclub/shared/schemas/live-chat';
import { HttpError } from '../../plugins/errors';
import { requestLocale } from '../../lib/i18n/request-locale';
import { closeReason } from '../../lib/i18n/close-reason';
import type { LiveHub } from './hub';
import type { LiveRepository } from './repository';
import { publicStream } from './stream-view';
import { streamAudience } from './chat-audience';
import { viewerCountPusher } from './viewer-counts';
import { isUuid } from '../../lib/ids';
import { clientKey } from '../../lib/client-address';
import { viewerIdentity } from './viewer-identity';
import { frameInterval, roomBatches } from './room-batches';

const COUNT_PUSH_MS = 1_000;
/**
 * A busy room's chat, hearts and counts go out together at most four times a second, twice in a
 * room so big that more would cost over 20,000 socket writes a second (room-batches.ts, ADR 030).
 */
const ROOM_FRAMES = { minMs: 250, maxMs: 500, maxWritesPerSecond: 20_000 };
const PRESENCE_REFRESH_MS = 20_000;
const TOO_MANY = 'Too many live connections from your network. Close a tab and try again.';
interface Peer {
  socket: WebSocket;
  streamId: string | null;
  viewerKey: string;
  alive: boolean;
}

/**
 * GET /api/live/ws: viewers join a stream's channel. The server counts distinct viewers (a
 * signed-in member once however many tabs; a visitor by the viewer id this server issued and
 * signed, see viewer-identity.ts), caps sockets per address (`maxPerIp`, 0: no cap) and
 * pushes the count when it changes, at most once a second (see viewer-counts.ts); start and stop reach everyone at once.
 */
export const liveSocket: FastifyPluginAsync<{
  hub: LiveHub;
  repo: LiveRepository;
  allowedOrigin: (origin: string | undefined) => boolean;
  maxPerIp: number;
}> = async (app, { hub, repo, allowedOrigin, maxPerIp }) => {
  const peers = new Set<Peer>();
  /** Each stream's watching sockets on this process: its frames go to these alone. */
  const watchers = new Map<string, Set<Peer>>();
  const identity = viewerIdentity(app.appSecret);
  // Open sockets per client address (this process): one script cannot open hundreds. Counted
  // by clientKey, so an IPv6 /64 is one address (otherwise it could open one per address).
  const perIp = new Map<string, number>();
  const full = (ip: string) => maxPerIp > 0 && (perIp.get(ip) ?? 0) >= maxPerIp;

  const send = (peer: Peer, message: object) => {
    if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(JSON.stringify(message));
  };

  /** One frame's bytes (serialised once) to every open socket watching `streamId`. */
  const sendToStream = (streamId: string, data: Buffer) => {
    for (const peer of watchers.get(streamId) ?? [])
      if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(data, { binary: false });
  };
  const rooms = roomBatches({
    deliver: sendToStream,
    intervalMs: (streamId) => frameInterval(watchers.get(streamId)?.size ?? 0, ROOM_FRAMES),
  });

  hub.onMessage((message) => {
    // Chat and hearts concern one stream's watchers, and are batched; everything else (a stream
    // starting or stopping) goes to every socket at once.
    const audience = streamAudience(message);
    if (audience !== null) return rooms.add(audience, message as LiveChatEvent);
    const data = Buffer.from(JSON.stringify(message));
    for (const peer of peers)
      if (peer.socket.readyState === peer.socket.OPEN) peer.socket.send(data, { binary: false });
  });

  const counts = viewerCountPusher({
    count: (streamId) => hub.count(streamId),
    watchedStreams: () => new Set(watchers.keys()),
    // In the room's next frame: at once in a quiet room, with the chat in a busy one.
    broadcast: (message) => rooms.add(message.streamId, message),
    notePeak: (streamId, count) => repo.notePeak(streamId, count),
    onError: (err) => app.log.warn({ err }, 'viewer count push failed'),
    intervalMs: COUNT_PUSH_MS,
  });
  // Protocol-level pings find dead connections (a phone that lost signal) within two beats.
  const heartbeat = setInterval(() => {
    for (const peer of peers) {
      if (!peer.alive) peer.socket.terminate();
      else {
        peer.alive = false;
        peer.socket.ping();
      }
    }
  }, REALTIME_HEARTBEAT_MS);
  const presence = setInterval(() => void hub.refresh().catch(() => {}), PRESENCE_REFRESH_MS);
  for (const timer of [heartbeat, presence]) timer.unref();
  app.addHook('onClose', async () => {
    for (const timer of [heartbeat, presence]) clearInterval(timer);
    counts.close();
    rooms.close();
    for (const peer of peers) peer.socket.close(1001, 'Server shutting down');
    await hub.close();
  });

  app.get(
    '/api/live/ws',
    {
      websocket: true,
      config: { access: 'public' },
      // Viewers are identified by their session cookie, so only our own pages may open a socket.
      preValidation: async (req) => {
        if (!allowedOrigin(req.headers.origin))
          throw new HttpError(
            403,
            'This request was refused because it did not come from this site.',
          );
        if (full(clientKey(req.ip))) throw new HttpError(429, TOO_MANY);
      },
    },
    async (socket, req) => {
      // Checked again now the socket is open: upgrades racing past preValidation are closed here.
      const ip = clientKey(req.ip);
      if (full(ip)) {
        socket.close(1008, closeReason(TOO_MANY, requestLocale(req)));
        return;
      }
      perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
      socket.once('close', () => {
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
      const query = req.query as { streamId?: string; clientId?: string };
      const requested = query.streamId && isUuid(query.streamId) ? query.streamId : null;
      // Only who may watch joins a stream's channel: counted as a viewer, sent its chat and hearts.
      const row = requested ? await repo.byId(requested) : undefined;
      const streamId = row && canWatchStream(req.viewer ?? null, row) ? row.id : null;
      if (socket.readyState !== socket.OPEN) return;
      // `clientId` is only honoured when this server issued it; anything else gets a new id.
      const anonymous = req.viewer ? null : identity.resolve(query.clientId);
      const peer: Peer = {
        socket,
        streamId,
        viewerKey: req.viewer ? `u:${req.viewer.userId}` : `a:${anonymous!.id}`,
        alive: true,
      };
      peers.add(peer);
      if (streamId) {
        const room = watchers.get(streamId) ?? new Set<Peer>();
        room.add(peer);
        watchers.set(streamId, room);
      }
      if (anonymous?.issued) send(peer, { type: 'viewer', viewerId: anonymous.token });
      socket.on('pong', () => (peer.alive = true));
      socket.on('message', (raw: Buffer) => {
        peer.alive = true;
        let message: unknown;
        try {
          message = JSON.parse(raw.toString());
        } catch {
          return;
        }
        // Clients may only ping; counts are measured here, never reported by clients.
        if ((message as { type?: unknown })?.type === 'ping') send(peer, { type: 'pong' });
      });
      socket.on('close', () => {
        peers.delete(peer);
        const left = peer.streamId;
        const room = left ? watchers.get(left) : undefined;
        room?.delete(peer);
        if (left && room?.size === 0) watchers.delete(left);
        if (left)
          void hub.leave(left, peer.viewerKey).then(
            () => counts.changed(left),
            () => {},
          );
      });
      if (streamId) {
        await hub.join(streamId, peer.viewerKey);
        counts.changed(streamId);
      }
      const active = await repo.active();
      send(peer, {
        type: 'stream',
        stream: active ? publicStream(active, await hub.count(active.id)) : null,
      });
    },
  );
};
