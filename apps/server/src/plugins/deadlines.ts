import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingHttpHeaders, ServerOptions } from 'node:http';

/**
 * How long a client may take, so a peer sending one byte a second (slowloris) cannot hold a
 * socket and its memory forever. WebSockets are not affected: `ws` clears the socket's timeout
 * when it takes the socket over, and Node stops its request deadlines at the upgrade. Answers
 * that stream for long (HLS is fetched segment by segment) are not cut either: the deadlines
 * cover receiving the request; a response is only cut when no byte moves for `idleMs`.
 */
export interface ServerTimeouts {
  /** The whole request, headers and body (Node's requestTimeout); the cap for image uploads. */
  requestMs: number;
  /** The request line and headers (Node's headersTimeout). */
  headersMs: number;
  /** The body of any request that is not a multipart upload (this plugin's own deadline). */
  bodyMs: number;
  /** An idle keep-alive socket between two requests. */
  keepAliveMs: number;
  /** A socket on which no byte moves either way, e.g. a download the client stopped reading. */
  idleMs: number;
  /** How often Node looks for requests past requestMs or headersMs. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  // The largest upload is a 5 MB image (AVATAR_MAX_BYTES): about 80 s over a 0.5 Mbit/s mobile uplink.
  requestMs: 120_000,
  // Browsers send the headers in one or two packets; 20 s covers a slow handshake on a bad network.
  headersMs: 20_000,
  // Other bodies are at most 1 MB (bodyLimit) and almost all under 10 KB.
  bodyMs: 30_000,
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes an idle
  // connection first and never sends a request onto a socket we are closing (Fastify's default).
  keepAliveMs: 72_000,
  // A paused video download or a stuck client; longer than any handler takes.
  idleMs: 120_000,
  // Deadlines are checked in rounds; 5 s keeps the overshoot small at the cost of one list walk.
  checkEveryMs: 5_000,
};

/** The Fastify constructor options that carry the timeouts to Node's HTTP server. */
export function timeoutOptions(t: ServerTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: ServerOptions;
} {
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
  };
}

const REQUEST_TIMEOUT =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Node has one request deadline for every route, and it must leave room for an image upload;
 * every other body gets `bodyMs`. Past it the socket is answered 408 and closed, as Node does.
 */
export const deadlinesPlugin = fp<{ bodyMs: number }>(
  async (app, { bodyMs }) => {
    const timers = new WeakMap<object, NodeJS.Timeout>();
    const stop = (req: object) => {
      clearTimeout(timers.get(req));
      timers.delete(req);
    };
    app.addHook('onRequest', (req, reply, done) => {
      const raw = req.raw;
      const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '');
      if (raw.complete || multipart || !hasBody(req.headers)) return done();
      const timer = setTimeout(() => {
        if (raw.complete) return;
        req.log.info({ bodyMs }, 'request body too slow: connection closed');
        const socket = raw.socket;
        if (!reply.raw.headersSent && socket.writable) socket.write(REQUEST_TIMEOUT);
        socket.destroy();
      }, bodyMs);
      timer.unref();
      timers.set(req, timer);
      // The body arrived, or the client went away; an answer (onResponse) ends it too, so a
      // refused request does not keep its timer, and the request with it, for bodyMs.
      raw.once('end', () => stop(req));
      raw.once('close', () => stop(req));
      done();
    });
    app.addHook('onResponse', (req, _reply, done) => {
      stop(req);
      done();
    });
  },
  { name: 'deadlines' },
);
