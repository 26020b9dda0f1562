/**
 * Work that must happen even if this process dies: the inbox fan-out of an artist post or a
 * go-live, pushes and mails with retries. `send` resolves once the job is stored; a handler may
 * run more than once (after a crash, or a retry), so handlers are idempotent.
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

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: WorkOptions,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
