import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface LiveClient {
  ws: WebSocket;
  /** Every message, a `batch` unpacked into its events as the browser does. */
  messages: Record<string, unknown>[];
  /** Every frame as it came (a busy room's chat and hearts arrive several to a frame). */
  frames: Record<string, unknown>[];
  lastCount(): number | undefined;
  close(): void;
}

/** Opens the live WebSocket through Fastify's injectWS and records every message. */
export async function openLive(
  app: FastifyInstance,
  origin: string,
  streamId: string,
  clientId: string,
  cookie?: string,
): Promise<LiveClient> {
  const messages: Record<string, unknown>[] = [];
  const frames: Record<string, unknown>[] = [];
  const ws = await app.injectWS(
    `/api/live/ws?streamId=${streamId}&clientId=${clientId}`,
    { headers: { origin, ...(cookie ? { cookie } : {}) } },
    {
      onInit: (socket) =>
        socket.on('message', (raw: Buffer, isBinary: boolean) => {
          // The browser reads text frames only: a binary frame would be lost on it.
          if (isBinary) throw new Error('the live socket sent a binary frame');
          const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
          frames.push(frame);
          if (frame.type === 'batch')
            messages.push(...(frame.messages as Record<string, unknown>[]));
          else messages.push(frame);
        }),
    },
  );
  return {
    ws,
    messages,
    frames,
    lastCount: () =>
      [...messages].reverse().find((m) => m.type === 'viewers')?.count as number | undefined,
    close: () => ws.terminate(),
  };
}
