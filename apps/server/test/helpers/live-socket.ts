import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';

export interface LiveClient {
  ws: WebSocket;
  messages: Record<string, unknown>[];
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
  const ws = await app.injectWS(
    `/api/live/ws?streamId=${streamId}&clientId=${clientId}`,
    { headers: { origin, ...(cookie ? { cookie } : {}) } },
    {
      onInit: (socket) =>
        socket.on('message', (raw: Buffer) =>
          messages.push(JSON.parse(raw.toString()) as Record<string, unknown>),
        ),
    },
  );
  return {
    ws,
    messages,
    lastCount: () =>
      [...messages].reverse().find((m) => m.type === 'viewers')?.count as number | undefined,
    close: () => ws.terminate(),
  };
}
