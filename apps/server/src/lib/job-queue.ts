/**
 * Work that must happen even if this process dies: the inbox fan-out of an artist post or a
 * go-live, pushes and mails with retries. `send` resolves once the job is stored (a row, ADR 019);
 * a handler may run more than once (after a crash, or a retry), so handlers are idempotent.
 */
export interface SendOptions {
  /** At most one queued or running job with this key (a second send is dropped). */
  singletonKey?: string;
  /** Attempts after the first failure, with exponential backoff (default 3). */
  retryLimit?: number;
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface WorkOptions {
  /** Jobs of this name this process runs at once (default 1). */
  concurrency?: number;
}

export interface JobContext {
  /** Aborted when this process stops or loses the job's lease: stop at the next safe point. */
  signal: AbortSignal;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
  /**
   * Resolves once no job is due or running (jobs waiting for a later retry do not count); for
   * tests and scripts that must see the effects of what they queued.
   */
  settled(timeoutMs?: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
