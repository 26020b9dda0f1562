import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/every';
import type { Channels } from './channels';
import type { FanoutRepository } from './fanout-repository';
import { fanOut, fanOutPost } from './fanout-repository';
import { liveAlert } from './service';

export const FANOUT_POST_JOB = 'fanout.post';
export const FANOUT_LIVE_JOB = 'fanout.live';
/** A post this old and still not fanned out lost its job (or its event): queue it again. */
const OUTBOX_AGE_SECONDS = 30;
const OUTBOX_SWEEP_EVERY_MS = 60_000;

interface PostJob {
  postId: string;
  /** Members per batch; tests and the bench make it small or large. */
  batchSize?: number;
}
interface LiveJob {
  streamId: string;
  userId: string;
  title: string;
}

/**
 * The inbox fan-out of artist posts and go-lives, as durable jobs: the event queues the job, the
 * job writes the inbox rows in batches (idempotent, see fanOut) and hands each batch to the
 * channels. For posts, posts.fanned_out_at is the outbox: a sweep at start and every minute
 * re-queues any published artist post without it, so a crash between the commit and the send
 * loses nothing. The singleton key keeps one job per post or stream.
 */
export async function fanoutJobs(
  app: FastifyInstance,
  { repo, channels }: { repo: FanoutRepository; channels: Channels },
): Promise<void> {
  const sendPost = (postId: string) =>
    app.jobs.send<PostJob>(FANOUT_POST_JOB, { postId }, { singletonKey: `post:${postId}` });

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
    const artist = await repo.artistName();
    const alert = liveAlert(artist, title);
    const inserted = await fanOut(
      app.db,
      {
        kind: 'live_started',
        groupKey: `live:${streamId}`,
        actorId: userId,
        actorName: artist,
        title: alert.title,
        body: alert.body ?? '',
        url: alert.url,
        // Who may watch: Fan+ and up, and staff.
        minTier: 'fanplus',
      },
      { signal, onBatch: (items) => channels.delivered(items) },
    );
    app.log.info({ streamId, inserted }, 'go-live fanned out');
  });

  app.domainEvents.on('community.post.published', async ({ postId, kind }) => {
    if (kind === 'artist') await sendPost(postId);
  });
  app.domainEvents.on('live.started', async ({ streamId, userId, title }) => {
    await app.jobs.send<LiveJob>(
      FANOUT_LIVE_JOB,
      { streamId, userId, title },
      { singletonKey: `live:${streamId}` },
    );
  });

  const sweep = async () => {
    for (const postId of await repo.pendingPosts(OUTBOX_AGE_SECONDS)) await sendPost(postId);
  };
  app.addHook('onReady', async () => {
    void sweep().catch((err: unknown) => app.log.warn({ err }, 'fan-out outbox sweep failed'));
  });
  runEvery(app, { name: 'fanout.outbox', intervalMs: OUTBOX_SWEEP_EVERY_MS, run: sweep });
}
