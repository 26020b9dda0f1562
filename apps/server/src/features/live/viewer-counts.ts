/** The viewer-count message every socket of a stream receives. */
export interface ViewerCountMessage {
  type: 'viewers';
  streamId: string;
  count: number;
}

export interface ViewerCountDeps {
  /** Distinct viewers of the stream (across processes with Redis). */
  count(streamId: string): Promise<number>;
  /** Streams that have at least one socket in this process. */
  watchedStreams(): Set<string>;
  broadcast(message: ViewerCountMessage): void;
  notePeak(streamId: string, count: number): Promise<void>;
  onError(err: unknown): void;
  intervalMs?: number;
}

/**
 * Pushes a stream's viewer count at most once a second: a change after a quiet second goes out
 * at once, and changes within the second are coalesced into one push at its end. A ticker also
 * looks once a second, for changes made through other processes (Redis presence).
 */
export function viewerCountPusher({
  count,
  watchedStreams,
  broadcast,
  notePeak,
  onError,
  intervalMs = 1_000,
}: ViewerCountDeps) {
  const last = new Map<string, { count: number; at: number }>();
  const pending = new Map<string, NodeJS.Timeout>();

  async function push(streamId: string) {
    const current = await count(streamId);
    if (last.get(streamId)?.count === current) return;
    if (current === 0 && !watchedStreams().has(streamId)) last.delete(streamId);
    else last.set(streamId, { count: current, at: Date.now() });
    broadcast({ type: 'viewers', streamId, count: current });
    await notePeak(streamId, current);
  }

  function changed(streamId: string) {
    if (pending.has(streamId)) return;
    const wait = Math.max(0, (last.get(streamId)?.at ?? 0) + intervalMs - Date.now());
    const timer = setTimeout(() => {
      pending.delete(streamId);
      void push(streamId).catch(onError);
    }, wait);
    pending.set(streamId, timer);
  }

  const ticker = setInterval(() => {
    for (const streamId of new Set([...watchedStreams(), ...last.keys()])) changed(streamId);
  }, intervalMs);
  ticker.unref();

  return {
    changed,
    close() {
      clearInterval(ticker);
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
