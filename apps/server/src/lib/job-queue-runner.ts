import type { Db } from '../db/client';
import type { JobHandler, JobQueue } from './job-queue';
import type { ClaimedJob } from './job-queue-repository';
import { jobQueueRepository } from './job-queue-repository';

export interface JobQueueOptions {
  /** How often idle workers look for due jobs (a send in this process wakes them at once). */
  pollMs: number;
  /** How long a claimed job is ours without renewal; a dead worker's job is taken after this. */
  leaseMs: number;
  /** First retry after this; each further retry waits twice as long (capped at an hour). */
  retryBaseMs: number;
  /** How long stop() waits for running handlers before leaving them to their lease. */
  stopGraceMs: number;
}

export const DEFAULT_JOB_QUEUE_OPTIONS: JobQueueOptions = {
  pollMs: 1_000,
  leaseMs: 30_000,
  retryBaseMs: 5_000,
  stopGraceMs: 5_000,
};
const MAX_BACKOFF_MS = 60 * 60 * 1_000;
const DEFAULT_RETRY_LIMIT = 3;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface Worker {
  handler: JobHandler<object>;
  concurrency: number;
  running: number;
}

export interface RunningJobQueue extends JobQueue {
  /** Begins polling (the app calls it once every worker is registered). */
  start(): void;
  /** Stops claiming, asks running handlers to stop, hands back what they did not finish. */
  stop(): Promise<void>;
}

export const backoffMs = (base: number, attempt: number) =>
  Math.min(base * 2 ** Math.max(attempt - 1, 0), MAX_BACKOFF_MS);

/** The table-backed queue (ADR 019): the same code on PGlite and PostgreSQL. */
export function createJobQueue(db: Db, log: Log, options: Partial<JobQueueOptions> = {}) {
  const o = { ...DEFAULT_JOB_QUEUE_OPTIONS, ...options };
  const repo = jobQueueRepository(db);
  const workers = new Map<string, Worker>();
  const inFlight = new Map<number, { done: Promise<void>; abort: AbortController }>();
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let ticking = false;
  /**
   * Queues to look at on the next pass. A send, or a job finishing, names its own queue; only the
   * poll looks at every one. Each look is a claiming UPDATE: looking at every queue on every send
   * and every finish made ~15 statements per comment posted, which on PGlite (one connection,
   * every statement on the server's own CPU) capped the club at ~50 comments a second.
   */
  const wanted = new Set<string>();

  async function run(job: ClaimedJob, worker: Worker, abort: AbortController) {
    // Renew the lease well before it lapses; losing it means another process has the job now.
    const heartbeat = setInterval(() => {
      repo.extend(job.id, job.lockToken, o.leaseMs).then(
        (held) => held || abort.abort(new Error('lease lost')),
        (err: unknown) => log.warn({ err, job: job.name }, 'job lease not renewed'),
      );
    }, o.leaseMs / 3);
    heartbeat.unref();
    try {
      await worker.handler(job.data, { signal: abort.signal, attempt: job.attempts });
      clearInterval(heartbeat);
      await repo.complete(job.id, job.lockToken);
    } catch (err) {
      clearInterval(heartbeat);
      if (stopping && abort.signal.aborted) {
        await repo.release(job.id, job.lockToken).catch(() => {});
        return;
      }
      const giveUp = job.attempts > job.retryLimit;
      const message = err instanceof Error ? err.message : String(err);
      if (giveUp) log.error({ err, job: job.name, id: job.id }, 'job failed; giving up');
      else
        log.warn(
          { err, job: job.name, id: job.id, attempt: job.attempts },
          'job failed; will retry',
        );
      await repo
        .fail(
          job.id,
          job.lockToken,
          message,
          giveUp ? null : backoffMs(o.retryBaseMs, job.attempts),
        )
        .catch((e: unknown) => log.warn({ err: e, job: job.name }, 'job failure not recorded'));
    }
  }

  async function tick(names: Iterable<string> = workers.keys()) {
    for (const name of names) wanted.add(name);
    if (ticking) return;
    ticking = true;
    try {
      while (wanted.size > 0 && !stopping) {
        const pass = [...wanted];
        wanted.clear();
        for (const name of pass) {
          const worker = workers.get(name);
          const free = worker ? worker.concurrency - worker.running : 0;
          if (!worker || stopping || free <= 0) continue;
          const claimed = await repo.claim(name, free, o.leaseMs);
          for (const job of claimed) {
            worker.running += 1;
            const abort = new AbortController();
            const done = run(job, worker, abort).finally(() => {
              worker.running -= 1;
              inFlight.delete(job.id);
              // A slot came free: look again at once rather than after a poll interval.
              if (!stopping) void tick([name]);
            });
            inFlight.set(job.id, { done, abort });
          }
        }
      }
    } catch (err) {
      log.warn({ err }, 'job queue poll failed; will retry');
    } finally {
      ticking = false;
    }
  }

  const queue: RunningJobQueue = {
    async send(name, data, options = {}) {
      await repo.insert(name, data, {
        singletonKey: options.singletonKey,
        retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
        startAfterMs: (options.startAfterSeconds ?? 0) * 1_000,
      });
      if (timer && workers.has(name) && !options.startAfterSeconds)
        setImmediate(() => void tick([name]));
    },
    async work(name, handler, options = {}) {
      workers.set(name, {
        handler: handler as JobHandler<object>,
        concurrency: options.concurrency ?? 1,
        running: 0,
      });
    },
    async settled(timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      while ((await repo.busy()) > 0) {
        if (Date.now() > end) throw new Error('jobs still running');
        await new Promise((r) => setTimeout(r, Math.min(o.pollMs, 50)));
      }
    },
    start() {
      if (timer || stopping) return;
      timer = setInterval(() => void tick(), o.pollMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      for (const { abort } of inFlight.values()) abort.abort(new Error('stopping'));
      const all = Promise.all([...inFlight.values()].map((j) => j.done));
      await Promise.race([all, new Promise((r) => setTimeout(r, o.stopGraceMs).unref())]);
    },
  };
  return queue;
}
