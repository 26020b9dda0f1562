import { RECONNECT_DELAYS_MS, REALTIME_HEARTBEAT_MS } from '@fanclub/shared/limits';
import type { LiveServerMessage } from '@fanclub/shared/schemas/live';
import { dispatchLiveMessage } from './live-messages';

/**
 * A tab's viewer id for the live socket. The server counts a signed-in member once however many
 * tabs they open, and a visitor by the id it issued to this tab (a 'viewer' message), which the
 * tab sends back when it reconnects so it is not counted twice.
 */
let viewerId: string | null = null;

function socketUrl(streamId: string | null): string {
  const url = new URL('/api/live/ws', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (streamId) url.searchParams.set('streamId', streamId);
  if (viewerId) url.searchParams.set('clientId', viewerId);
  return url.href;
}

function parse(raw: unknown): LiveServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const message = JSON.parse(raw) as { type?: unknown };
    return message && typeof message.type === 'string' ? (message as LiveServerMessage) : null;
  } catch {
    return null;
  }
}

/**
 * Opens /api/live/ws, watching `streamId` (null: only hear about streams starting). Pings every
 * 25 s so proxies keep the connection; when it drops, reconnects after 1, 2, 5, then every 10 s.
 * Returns the function that closes it for good.
 */
export function openLiveSocket(
  streamId: string | null,
  onMessage: (message: LiveServerMessage) => void,
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const connect = () => {
    const ws = new WebSocket(socketUrl(streamId));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      heartbeat = setInterval(
        () => ws.send(JSON.stringify({ type: 'ping' })),
        REALTIME_HEARTBEAT_MS,
      );
    };
    ws.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'viewer') {
        viewerId = message.viewerId;
        return;
      }
      // A busy room's chat and hearts come several to a frame, in order.
      for (const one of message.type === 'batch' ? message.messages : [message]) {
        onMessage(one);
        dispatchLiveMessage(one);
      }
    };
    ws.onclose = () => {
      clearInterval(heartbeat);
      if (closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      retry = setTimeout(connect, delay);
    };
  };
  connect();

  return () => {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    const ws = socket;
    // Closing a socket that is still connecting makes the browser log an error; wait for it.
    if (ws?.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close(1000);
    else ws?.close(1000);
  };
}
