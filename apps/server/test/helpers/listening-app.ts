import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { build, loggerOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { ServerTimeouts } from '../../src/plugins/deadlines';
import { createTestDatabase } from './test-database';
import { TESTS_RATE_LIMIT_FACTOR } from './rate-limit-factor';

/** Log lines the app wrote, parsed (pino JSON). */
export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/**
 * The real app listening on 127.0.0.1 (a real socket, unlike inject), with its log captured
 * through the production logger options (redaction and serializers included).
 */
export async function listeningApp(
  options: {
    timeouts?: Partial<ServerTimeouts>;
    env?: Record<string, string>;
    dataDir?: string;
    database?: Database;
    listen?: boolean;
  } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'fanclub-edge-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    NODE_ENV: 'test',
    RTMP_PORT: '0',
    RATE_LIMIT_FACTOR: TESTS_RATE_LIMIT_FACTOR,
    ...options.env,
  });
  const test = options.database
    ? { database: options.database, drop: () => options.database!.close() }
    : await createTestDatabase();
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const logger = { ...(loggerOptions(config) as object), stream } as FastifyServerOptions['logger'];
  const app = await build({ config, database: test.database, logger, timeouts: options.timeouts });
  let port = 0;
  if (options.listen !== false) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  } else await app.ready();
  return {
    app,
    config,
    port,
    lines,
    /** Everything logged so far, one string, for "never appears" checks. */
    logText: () => lines.map((l) => JSON.stringify(l)).join('\n'),
    async close() {
      await app.close();
      await test.drop();
    },
  };
}

/** A raw TCP connection to the app: what it received, and when it was closed. */
export function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(Date.now() - opened)),
  );
  return {
    socket,
    received: () => received,
    /** Milliseconds from connecting until the server closed the socket. */
    closed,
    /** Sends `text` one byte a second until it is sent or the socket closes. */
    trickle(text: string) {
      let i = 0;
      const timer = setInterval(() => {
        if (socket.destroyed || i >= text.length) return clearInterval(timer);
        socket.write(text[i++]!);
      }, 1_000);
      socket.on('close', () => clearInterval(timer));
    },
  };
}
