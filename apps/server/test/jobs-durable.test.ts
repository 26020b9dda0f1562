import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { backoffMs, createJobQueue } from '../src/lib/job-queue-runner';
import { jobQueueRepository } from '../src/lib/job-queue-repository';
import { createTestDatabase, testDbKind } from './helpers/test-database';

const quiet = { info() {}, warn() {}, error() {} };
const fast = { pollMs: 20, leaseMs: 3_000, retryBaseMs: 60, stopGraceMs: 2_000 };

describe(`the durable job queue on ${testDbKind()}`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  const rows = async () =>
    (
      await database.db.execute(
        sql`select name, state, attempts, last_error as "lastError", data from jobs order by id`,
      )
    ).rows as {
      name: string;
      state: string;
      attempts: number;
      lastError: string | null;
      data: object;
    }[];

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await database.withStartupLock(async () => {}); // applies the migrations
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await database.db.execute(sql`delete from jobs`);
  });

  it('retries a failing job with exponential backoff, then gives up and keeps it as failed', async () => {
    const queue = createJobQueue(database.db, quiet, fast);
    const runs: number[] = [];
    await queue.work('flaky', async (_data, { attempt }) => {
      runs.push(Date.now());
      throw new Error(`push service down (try ${attempt})`);
    });
    queue.start();
    await queue.send('flaky', { n: 1 }, { retryLimit: 2 });
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(3);
    await expect.poll(async () => (await rows())[0]?.state, { timeout: 5_000 }).toBe('failed');
    await new Promise((r) => setTimeout(r, 400));
    await queue.stop();
    expect(runs).toHaveLength(3); // the first run and two retries, no more
    const [first, second, third] = runs as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(backoffMs(60, 1) - 10);
    expect(third - second).toBeGreaterThanOrEqual(backoffMs(60, 2) - 10);
    expect(backoffMs(60, 2)).toBe(120);
    expect(await rows()).toMatchObject([
      { name: 'flaky', state: 'failed', attempts: 3, lastError: 'push service down (try 3)' },
    ]);
  });

  it('runs a job that succeeds on a retry once, and deletes it when done', async () => {
    const queue = createJobQueue(database.db, quiet, fast);
    let runs = 0;
    await queue.work('once-flaky', async () => {
      runs += 1;
      if (runs === 1) throw new Error('timeout');
    });
    queue.start();
    await queue.send('once-flaky', {});
    await expect.poll(() => runs, { timeout: 5_000 }).toBe(2);
    await queue.settled();
    await queue.stop();
    expect(await rows()).toEqual([]);
  });

  it('looks only at the queue a send names, so a busy queue does not make the others poll', async () => {
    const queue = createJobQueue(database.db, quiet, { ...fast, pollMs: 60_000 });
    const ran: string[] = [];
    await queue.work('push.deliver', async () => void ran.push('push'));
    await queue.work('mail.digest', async () => void ran.push('digest'));
    queue.start(); // the first poll, over every queue, finds nothing
    await new Promise((r) => setTimeout(r, 100));
    // Due, but written without a send (as another process would): the next poll's to find.
    await jobQueueRepository(database.db).insert(
      'mail.digest',
      {},
      { retryLimit: 3, startAfterMs: 0 },
    );
    await queue.send('push.deliver', {});
    await expect.poll(() => ran, { timeout: 5_000 }).toEqual(['push']);
    await new Promise((r) => setTimeout(r, 200));
    await queue.stop();
    expect(ran).toEqual(['push']);
    expect(await rows()).toMatchObject([{ name: 'mail.digest', state: 'queued', attempts: 0 }]);
  });

  it('keeps a job across a restart: sent by one process, run by the next', async () => {
    const first = createJobQueue(database.db, quiet, fast);
    first.start();
    await first.send('mail.digest', { userIds: ['u1'] }); // nobody works on it here
    await first.stop();
    expect(await rows()).toMatchObject([{ state: 'queued', attempts: 0 }]);

    const second = createJobQueue(database.db, quiet, fast);
    const seen: object[] = [];
    await second.work('mail.digest', async (data) => void seen.push(data));
    second.start();
    await expect.poll(() => seen, { timeout: 5_000 }).toEqual([{ userIds: ['u1'] }]);
    await second.settled();
    await second.stop();
  });

  it('takes again a job whose worker died (its lease lapsed), and never runs a job twice at once', async () => {
    await createJobQueue(database.db, quiet, fast).send('fanout.post', { postId: 'p1' });
    // A process claims it with a short lease and dies (kill -9: no release, no renewal).
    const [claimed] = await jobQueueRepository(database.db).claim('fanout.post', 1, 300);
    expect(claimed).toMatchObject({ attempts: 1 });

    const queue = createJobQueue(database.db, quiet, fast);
    const runs: number[] = [];
    await queue.work('fanout.post', async (_d, { attempt }) => void runs.push(attempt));
    queue.start();
    await new Promise((r) => setTimeout(r, 150));
    expect(runs).toEqual([]); // still leased to the dead worker
    await expect.poll(() => runs, { timeout: 5_000 }).toEqual([2]);
    await queue.settled();
    await queue.stop();
    // The dead worker's token no longer completes anything.
    await jobQueueRepository(database.db).complete(claimed!.id, claimed!.lockToken);
    expect(runs).toEqual([2]);
  });

  it('drops a second send with the same singleton key while the first is queued or running', async () => {
    const queue = createJobQueue(database.db, quiet, fast);
    await queue.send('fanout.post', { postId: 'a' }, { singletonKey: 'post:a' });
    await queue.send('fanout.post', { postId: 'a' }, { singletonKey: 'post:a' });
    await queue.send('fanout.post', { postId: 'b' }, { singletonKey: 'post:b' });
    expect((await rows()).map((r) => r.data)).toEqual([{ postId: 'a' }, { postId: 'b' }]);
    let runs = 0;
    await queue.work('fanout.post', async () => void (runs += 1));
    queue.start();
    await queue.settled();
    expect(runs).toBe(2);
    // Done, so the key is free again.
    await queue.send('fanout.post', { postId: 'a' }, { singletonKey: 'post:a' });
    await queue.settled();
    expect(runs).toBe(3);
    await queue.stop();
  });

  it('stops cleanly: a running handler is asked to stop and its job goes back to the queue uncounted', async () => {
    const queue = createJobQueue(database.db, quiet, fast);
    let started = false;
    await queue.work('long', async (_d, { signal }) => {
      started = true;
      await new Promise((_r, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason)),
      );
    });
    queue.start();
    await queue.send('long', {});
    await expect.poll(() => started, { timeout: 5_000 }).toBe(true);
    const t0 = Date.now();
    await queue.stop();
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(await rows()).toMatchObject([{ state: 'queued', attempts: 0, lastError: null }]);
  });
});
