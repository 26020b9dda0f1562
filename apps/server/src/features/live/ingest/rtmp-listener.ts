import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import type { Writable } from 'node:stream';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import Flv from 'node-media-server/src/protocol/flv.js';
import { clientKey } from '../../../lib/client-address';

/** What an encoder asked for: rtmp://host/<app>/<name>. The name is the stream key: never log it. */
export interface PublishRequest {
  app: string;
  name: string;
  remoteAddress: string;
}

/** Where an accepted publish's FLV goes, and what to do when the encoder goes away. */
export interface PublishSink {
  flv: Writable;
  /** Called once when the connection ends, for whatever reason. */
  onEnd(): void;
}

/** Ends an accepted publish from the server side (stream stopped, app closing). */
export interface PublishHandle {
  /** Why: the camera socket tells the page (an RTMP connection is just closed). */
  close(reason?: 'dropped' | 'stopped' | 'replaced'): void;
}

export type Authorize = (
  request: PublishRequest,
  handle: PublishHandle,
) => Promise<PublishSink | null>;

/** An encoder that stops sending is dropped after this long. */
const IDLE_TIMEOUT_MS = 20_000;

/**
 * Connections are free to open and cost nothing to hold, so without limits 32 idle sockets
 * (no handshake, no key) would fill every slot and lock the artist's encoder out:
 * - a connection that has not published with a valid key within `publishDeadlineMs` is closed
 *   (OBS connects and publishes in well under a second);
 * - one address holds at most `maxPerAddress` connections (an encoder needs one, two while it
 *   reconnects);
 * - when all `maxConnections` slots are taken, a new connection evicts the oldest one that is
 *   not publishing, so idle sockets from many addresses cannot keep a real encoder out.
 */
export interface RtmpLimits {
  publishDeadlineMs: number;
  maxPerAddress: number;
  maxConnections: number;
}
export const DEFAULT_RTMP_LIMITS: RtmpLimits = {
  publishDeadlineMs: 5_000,
  maxPerAddress: 4,
  maxConnections: 32,
};
// FLV tag types a publisher's media can be remuxed from; anything else (AMF3 data) is dropped.
const MEDIA_TAGS = new Set([8, 9]);

/**
 * One RTMP connection. node-media-server's protocol class does the handshake, chunking and AMF;
 * this subclass holds the "publish" command until `authorize` has looked the key up, so an
 * unknown key is answered with an error status and never gets NetStream.Publish.Start.
 */
class GuardedRtmp extends Rtmp {
  state: 'connected' | 'authorizing' | 'publishing' | 'refused' = 'connected';
  private sink: PublishSink | null = null;

  constructor(
    private readonly socket: Socket,
    private readonly authorize: Authorize,
  ) {
    super();
    this.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    this.onPacketCallback = (packet) => {
      if (this.state !== 'publishing' || !this.sink || !MEDIA_TAGS.has(packet.codec_type)) return;
      const flv = this.sink.flv;
      if (flv.writableEnded || flv.destroyed) return;
      // The remuxer sets the pace: when it falls behind, stop reading from the encoder.
      if (!flv.write(Flv.createMessage(packet))) {
        socket.pause();
        flv.once('drain', () => socket.resume());
      }
    };
  }

  // This server only takes publishes; playing back over RTMP is not offered.
  override onPlay(): void {
    this.socket.destroy();
  }

  override onPublish(invokeMessage: { streamName?: unknown }): void {
    if (this.state !== 'connected') return;
    const streamName = typeof invokeMessage.streamName === 'string' ? invokeMessage.streamName : '';
    this.streamName = streamName.split('?')[0] ?? '';
    this.streamId = this.parserPacket.header.stream_id;
    this.state = 'authorizing';
    this.socket.pause();
    const request = {
      app: String(this.streamApp ?? ''),
      name: this.streamName,
      remoteAddress: this.socket.remoteAddress ?? 'unknown',
    };
    const handle = { close: () => this.socket.destroy() };
    this.authorize(request, handle).then(
      (sink) => this.settle(sink),
      () => this.settle(null),
    );
  }

  private settle(sink: PublishSink | null) {
    if (this.socket.destroyed) {
      sink?.onEnd();
      return;
    }
    if (!sink) {
      this.state = 'refused';
      // The description goes to the encoder only (OBS shows it); it never names the key.
      this.sendStatusMessage(
        this.streamId,
        'error',
        'NetStream.Publish.BadName',
        'This stream key is not valid for a live stream.',
      );
      this.socket.end();
      return;
    }
    this.sink = sink;
    this.state = 'publishing';
    this.respondPublish();
    sink.flv.write(Flv.createHeader(true, true));
    this.socket.resume();
  }

  ended() {
    const sink = this.sink;
    this.sink = null;
    sink?.onEnd();
  }
}

/** A TCP listener speaking just enough RTMP to accept authorized publishes. */
export class RtmpListener {
  private readonly server: Server;
  /** Open connections, oldest first (a Map keeps insertion order). */
  private readonly sockets = new Map<Socket, { session: GuardedRtmp; address: string }>();

  constructor(
    authorize: Authorize,
    onError: (error: Error) => void,
    limits: RtmpLimits = DEFAULT_RTMP_LIMITS,
  ) {
    this.server = createServer((socket) => {
      // ::ffff:1.2.3.4 and 1.2.3.4 are the same client, and so is a whole IPv6 /64.
      const address = clientKey(socket.remoteAddress);
      if (this.countFrom(address) >= limits.maxPerAddress) {
        socket.destroy();
        return;
      }
      if (this.sockets.size >= limits.maxConnections && !this.evictIdle()) {
        socket.destroy();
        return;
      }
      const session = new GuardedRtmp(socket, authorize);
      this.sockets.set(socket, { session, address });
      socket.setNoDelay(true);
      socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
      const deadline = setTimeout(() => {
        // Still deciding on a key (a slow database) is let through; anything short of that is not.
        if (session.state !== 'publishing' && session.state !== 'authorizing') socket.destroy();
      }, limits.publishDeadlineMs);
      deadline.unref();
      socket.on('data', (data: Buffer) => {
        // Anything unparseable (not RTMP, a malformed command) ends the connection, never the process.
        try {
          if (session.parserData(data) !== null) socket.destroy();
        } catch {
          socket.destroy();
        }
      });
      socket.on('error', onError);
      socket.on('close', () => {
        clearTimeout(deadline);
        this.sockets.delete(socket);
        session.ended();
      });
    });
  }

  private countFrom(address: string): number {
    let n = 0;
    for (const entry of this.sockets.values()) if (entry.address === address) n += 1;
    return n;
  }

  /** Closes the oldest connection that has not started publishing; false when all are publishing. */
  private evictIdle(): boolean {
    for (const [socket, { session }] of this.sockets) {
      if (session.state === 'connected' || session.state === 'refused') {
        this.sockets.delete(socket);
        socket.destroy();
        return true;
      }
    }
    return false;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets.keys()) socket.destroy();
    if (!this.server.listening) return;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
