/**
 * Writes made at the same moment (or the reads that come before them), sent together: a call
 * joins the batch being gathered and resolves with its own result once that batch is written. A
 * batch starts as soon as the one before it (under the same key) is done, on the next turn of
 * the event loop when none is running: an idle process adds no real wait, a busy one sends one statement for many callers instead of one each, and never two at a
 * time for one key (so 100 comments on one post do not queue on its row lock, they share it).
 *
 * `run` gets the items in arrival order and returns one result per item, in the same order; if
 * it throws, every caller of that batch gets the error.
 */
export function writeBatch<T, R>(
  run: (items: T[], key: string) => Promise<R[]>,
  { max = 500 }: { max?: number } = {},
): (item: T, key?: string) => Promise<R> {
  type Waiting = { item: T; resolve: (r: R) => void; reject: (err: unknown) => void };
  /** Keys with a batch running; their queue holds the callers of the next one. */
  const queues = new Map<string, Waiting[]>();

  async function drain(key: string, queue: Waiting[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, max);
      try {
        const results = await run(
          batch.map((w) => w.item),
          key,
        );
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (err) {
        batch.forEach((w) => w.reject(err));
      }
    }
    queues.delete(key);
  }

  return (item, key = '') =>
    new Promise<R>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) return void queue.push({ item, resolve, reject });
      const fresh = [{ item, resolve, reject }];
      queues.set(key, fresh);
      // A macrotask, not a microtask: the requests already read off the network join the first
      // batch too, and on PGlite (statements run on this thread) a chain of batches started in
      // microtasks kept the event loop from reading sockets for 300-600 ms at a time (every
      // other request stalled, and 100 members posting got 23 comments a second, not 263).
      setImmediate(() => void drain(key, fresh));
    });
}
