import type { LiveChatEvent } from '@fanclub/shared/schemas/live-chat';
import type { ViewerCountMessage } from './viewer-counts';

/** What goes to one stream's watchers: its chat, hearts and viewer count. */
export type RoomEvent = LiveChatEvent | ViewerCountMessage;

/** Totals: a newer one makes an older one in the same frame pointless. */
const TOTALS = new Set<RoomEvent['type']>(['hearts', 'viewers']);

/**
 * A room's frame interval for `watchers` sockets on this process: as short as `minMs` while the
 * writes it costs (a write per socket per frame) stay under `maxWritesPerSecond`, longer for a
 * bigger room, up to `maxMs`. Why: a busy room at 10,000 sockets and four frames a second is
 * 40,000 socket writes a second, more than one process makes beside everything else it does.
 */
export function frameInterval(
  watchers: number,
  {
    minMs,
    maxMs,
    maxWritesPerSecond,
  }: { minMs: number; maxMs: number; maxWritesPerSecond: number },
): number {
  return Math.min(maxMs, Math.max(minMs, (watchers * 1000) / maxWritesPerSecond));
}

/**
 * A stream's chat, hearts and viewer counts, sent to its watchers at most once per interval: an
 * event after a quiet interval goes out at once (on its own, as before), and what arrives within
 * the interval goes out together at its end as one `batch` frame (a newer total replacing an
 * older one). Each frame is serialised once, as bytes, for every socket.
 */
export function roomBatches({
  deliver,
  intervalMs,
}: {
  /** Sends one frame's bytes to every socket watching `streamId`. */
  deliver: (streamId: string, data: Buffer) => void;
  /** The room's interval now (frameInterval), asked each time a frame is held. */
  intervalMs: number | ((streamId: string) => number);
}) {
  const queued = new Map<string, RoomEvent[]>();
  const timers = new Map<string, NodeJS.Timeout>();
  const lastSent = new Map<string, number>();
  const intervalOf = (streamId: string) =>
    typeof intervalMs === 'number' ? intervalMs : intervalMs(streamId);

  function flush(streamId: string) {
    timers.delete(streamId);
    const messages = queued.get(streamId) ?? [];
    queued.delete(streamId);
    if (messages.length === 0) return;
    lastSent.set(streamId, Date.now());
    const frame = messages.length === 1 ? messages[0] : { type: 'batch', messages };
    deliver(streamId, Buffer.from(JSON.stringify(frame)));
  }

  return {
    add(streamId: string, message: RoomEvent) {
      const list = (queued.get(streamId) ?? []).filter(
        (held) => !(TOTALS.has(message.type) && held.type === message.type),
      );
      list.push(message);
      queued.set(streamId, list);
      if (timers.has(streamId)) return;
      const interval = intervalOf(streamId);
      const since = Date.now() - (lastSent.get(streamId) ?? 0);
      timers.set(
        streamId,
        setTimeout(() => flush(streamId), Math.max(0, interval - since)),
      );
      // A stream nobody has written to for a while forgets when it last sent.
      if (lastSent.size > 100) {
        for (const [id, at] of lastSent) if (Date.now() - at > interval) lastSent.delete(id);
      }
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      queued.clear();
    },
  };
}
