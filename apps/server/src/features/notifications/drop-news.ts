import type { FastifyInstance } from 'fastify';
import { dropLabel } from '@fanclub/shared/drops';
import { isTier } from '@fanclub/shared/roles';
import type { Channels } from './channels';
import type { DropNewsRepository } from './drop-news-repository';

/** Tells a drop's members it is on sale, at its drop time (merch drops, issue 30). */
export const DROP_LIVE_JOB = 'inbox.drop-live';
interface DropLiveJob {
  productId: number;
  /** The drop time the job was made for: a drop moved since leaves this job with nothing to do. */
  dropsAt: string;
}

/**
 * A scheduled drop becomes one durable job at its time (it survives a restart; a second
 * schedule of the same time is the same job). The job writes the inbox items and hands them to
 * push and mail by each member's preferences (channels.ts).
 */
export function dropNews(
  app: FastifyInstance,
  { repo, channels }: { repo: DropNewsRepository; channels: Channels },
): void {
  app.domainEvents.on('product.drop.scheduled', async ({ productId, dropsAt }) => {
    const wait = Math.max(0, Math.ceil((Date.parse(dropsAt) - Date.now()) / 1000));
    await app.jobs.send<DropLiveJob>(
      DROP_LIVE_JOB,
      { productId, dropsAt },
      { startAfterSeconds: wait, singletonKey: `drop-live:${productId}:${dropsAt}` },
    );
  });

  void app.jobs.work<DropLiveJob>(DROP_LIVE_JOB, async ({ productId, dropsAt }) => {
    const drop = await repo.drop(productId);
    // Removed, or moved to another time (that time has its own job): nothing to tell now.
    if (!drop || drop.dropsAt?.getTime() !== Date.parse(dropsAt)) return;
    const tier = isTier(drop.requiredTier) ? drop.requiredTier : null;
    const items = await repo.deliver(productId, {
      groupKey: `drop:${productId}`,
      title: `${dropLabel({ requiredTier: tier })} on sale now`,
      body: drop.name,
      url: `/product-tee?id=${productId}`,
    });
    if (items.length > 0) await channels.delivered(items);
  });
}
