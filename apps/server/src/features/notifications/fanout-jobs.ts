import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/every';
import type { JobQueue } from '../../lib/job-queue';
import type { Channels } from './channels';
import type { FanoutRepository, GoLive } from './fanout-repository';
import { fanOutGoLive, fanOutPost } from './fanout-repository';

export const FANOUT_POST_JOB = 'fanout.post';
export const FANOUT_LIVE_JOB = 'fanout.live';
/** A post or go-live this old and still not fanned out lost its job (or its event): queue it again. */
const OUTBOX_AGE_SECONDS = 30;
const OUTBOX_SWEEP_EVERY_MS = 60_000;

interface PostJob {
  postId: string;
  /** Members per batch; tests and the bench make it small or large. */
  batchSize?: number;
}
type LiveJob = GoLive;

const sendPost = (jobs: JobQueue, postId: string) =>
  jobs.send<PostJob>(FANOUT_POST_JOB, { postId }, { singletonKey: `post:${postId}` });
const sendGoLive = (jobs: JobQueue, goLive: GoLive) =>
  jobs.send<LiveJob>(FANOUT_LIVE_JOB, goLive, { singletonKey: `live:${goLive.streamId}` });

/**
 * The outbox sweep (at start and every minute): queues the fan-out of every artist post and
 * go-live that should have been announced by now and was not. A job still queued or running for
 * one is not doubled (singleton key); one that finished has set the mark, so it is not found.
 */
export async function sweepFanoutOutbox(jobs: JobQueue, repo: FanoutRepository): Promise<void> {
  for (const postId of await repo.pendingPosts(OUTBOX_AGE_SECONDS)) await sendPost(jobs, postId);
  for (const goLive of await repo.pendingGoLives(OUTBOX_AGE_SECONDS))
    await sendGoLive(jobs, goLive);
}

/**
 * The inbox fan-out of artist posts and go-lives, as durable jobs: the event queues the job, the
 * job writes the inbox rows in batches (idempotent, see fanOut) and hands each batch to the
 * channels. posts.fanned_out_at and live_streams.fanned_out_at are the outbox: a sweep at start
 * and every minute re-queues any published artist post or active stream without it, so a crash
 * between the commit and the send loses nothing. The singleton key keeps one job per post or
 * stream at a time, and the inbox's unique (user_id, group_key) one item per member.
 */
export async function fanoutJobs(
  app: FastifyInstance,
  { repo, channels }: { repo: FanoutRepository; channels: Channels },
): Promise<void> {
  await app.jobs.work<PostJob>(FANOUT_POST_JOB, async ({ postId, batchSize }, { signal }) => {
    const done = await fanOutPost(app.db, postId, {
      batchSize,
      signal,
      onBatch: async (items) => {
        await channels.delivered(items);
        app.log.info({ postId, count: items.length }, 'fan-out batch written');
      },
    });
    if (done) app.log.info({ postId, ...done }, 'artist post fanned out');
  });

  await app.jobs.work<LiveJob>(FANOUT_LIVE_JOB, async ({ streamId, userId, title }, { signal }) => {
    const done = await fanOutGoLive(
      app.db,
      { streamId, userId, title },
      { signal, onBatch: (items) => channels.delivered(items) },
    );
    if (done) app.log.info({ streamId, ...done }, 'go-live fanned out');
  });

  app.domainEvents.on('community.post.published', async ({ postId, kind }) => {
    if (kind === 'artist') await sendPost(app.jobs, postId);
  });
  app.domainEvents.on('live.started', ({ streamId, userId, title }) =>
    sendGoLive(app.jobs, { streamId, userId, title }),
  );

  const sweep = () => sweepFanoutOutbox(app.jobs, repo);
  app.addHook('onReady', async () => {
    void sweep().catch((err: unknown) => app.log.warn({ err }, 'fan-out outbox sweep failed'));
  });
  runEvery(app, { name: 'fanout.outbox', intervalMs: OUTBOX_SWEEP_EVERY_MS, run: sweep });
}
