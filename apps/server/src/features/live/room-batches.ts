import type { LiveChatEvent } from '@fanclub/shared/schemas/live-chat';

/**
 * A stream's chat and hearts, sent to its watchers at most once per `intervalMs`: a message after
 * a quiet interval goes out at once (on its own, as before), and what arrives within the interval
 * goes out together at its end as one `batch` frame. Why: every frame costs a write per socket,
 * and a busy room (20 chat messages and 4 heart totals a second) at 10,000 sockets would be
 * 240,000 writes a second, more than one process can make; batched it is at most
 * 10,000 × 1000 / intervalMs. Each frame is serialised once, as bytes, for every socket.
 */
export function roomBatches({
  deliver,
  intervalMs,
}: {
  /** Sends one frame's bytes to every socket watching `streamId`. */
  deliver: (streamId: string, data: Buffer) => void;
  intervalMs: number;
}) {
  const queued = new Map<string, LiveChatEvent[]>();
  const timers = new Map<string, NodeJS.Timeout>();
  const lastSent = new Map<string, number>();

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
    add(streamId: string, message: LiveChatEvent) {
      const list = queued.get(streamId) ?? [];
      list.push(message);
      queued.set(streamId, list);
      if (timers.has(streamId)) return;
      const since = Date.now() - (lastSent.get(streamId) ?? 0);
      timers.set(
        streamId,
        setTimeout(() => flush(streamId), Math.max(0, intervalMs - since)),
      );
      // A stream nobody has written to for a while forgets when it last sent.
      if (lastSent.size > 100) {
        for (const [id, at] of lastSent) if (Date.now() - at > intervalMs) lastSent.delete(id);
      }
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      queued.clear();
    },
  };
}
