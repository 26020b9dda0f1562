import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface ClaimedJob {
  id: number;
  name: string;
  data: object;
  attempts: number;
  retryLimit: number;
  lockToken: string;
}

const seconds = (ms: number) => ms / 1_000;

/**
 * The queue's rows (db/schema/jobs.ts). Every change is one statement, so a process killed at any
 * point leaves a job either queued, held under a lease that will lapse, or gone (done).
 */
export function jobQueueRepository(db: Db) {
  return {
    /** False when a queued or running job already holds the singleton key. */
    async insert(
      name: string,
      data: object,
      o: { singletonKey?: string; retryLimit: number; startAfterMs: number },
    ): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into jobs (name, data, singleton_key, retry_limit, run_after)
        values (${name}, ${JSON.stringify(data)}::jsonb, ${o.singletonKey ?? null}, ${o.retryLimit},
                now() + make_interval(secs => ${seconds(o.startAfterMs)}))
        on conflict do nothing
        returning id`);
      return rows.length > 0;
    },
    /**
     * Takes up to `limit` due jobs of `name`: queued ones whose time has come, and running ones
     * whose lease lapsed (their worker died). SKIP LOCKED lets processes claim side by side.
     */
    async claim(name: string, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      const { rows } = await db.execute(sql`
        update jobs set state = 'active', attempts = attempts + 1, lock_token = gen_random_uuid(),
          locked_until = now() + make_interval(secs => ${seconds(leaseMs)}), updated_at = now()
        where id in (
          select id from jobs
          where name = ${name}
            and ((state = 'queued' and run_after <= now())
              or (state = 'active' and locked_until < now()))
          order by run_after, id
          limit ${limit}
          for update skip locked)
        returning id, name, data, attempts, retry_limit as "retryLimit", lock_token as "lockToken"`);
      return (rows as unknown as ClaimedJob[]).map((r) => ({ ...r, id: Number(r.id) }));
    },
    /** Renews the lease; false when the job is no longer ours (it lapsed and was taken again). */
    async extend(id: number, token: string, leaseMs: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        update jobs set locked_until = now() + make_interval(secs => ${seconds(leaseMs)})
        where id = ${id} and lock_token = ${token} and state = 'active'
        returning id`);
      return rows.length > 0;
    },
    async complete(id: number, token: string): Promise<void> {
      await db.execute(sql`delete from jobs where id = ${id} and lock_token = ${token}`);
    },
    /** Back to the queue after `retryInMs`, or kept as 'failed' when `retryInMs` is null. */
    async fail(id: number, token: string, error: string, retryInMs: number | null): Promise<void> {
      await db.execute(sql`
        update jobs set last_error = ${error.slice(0, 2_000)}, lock_token = null,
          locked_until = null, updated_at = now(),
          state = ${retryInMs === null ? 'failed' : 'queued'},
          run_after = now() + make_interval(secs => ${seconds(retryInMs ?? 0)})
        where id = ${id} and lock_token = ${token}`);
    },
    /** This process is stopping: the job goes back at once, and the interrupted run is not counted. */
    async release(id: number, token: string): Promise<void> {
      await db.execute(sql`
        update jobs set state = 'queued', attempts = greatest(attempts - 1, 0), lock_token = null,
          locked_until = null, run_after = now(), updated_at = now()
        where id = ${id} and lock_token = ${token}`);
    },
    /** Jobs due now or running. */
    async busy(): Promise<number> {
      const { rows } = await db.execute(sql`
        select count(*)::int as n from jobs
        where (state = 'queued' and run_after <= now()) or state = 'active'`);
      return Number((rows[0] as { n: number }).n);
    },
  };
}
export type JobQueueRepository = ReturnType<typeof jobQueueRepository>;
