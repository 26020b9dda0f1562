import type { FastifyInstance } from 'fastify';
import { planById } from '@fanclub/shared/plans';
import type { GiftRepository, GiftSendJob } from './repository';
import { GIFT_SEND_JOB } from './repository';

/**
 * Mails a gift's claim link at its send date (and again on a resend). The token is made when the
 * mail goes, never stored in the job; each send replaces the previous link.
 */
export async function giftJobs(app: FastifyInstance, repo: GiftRepository, publicUrl: string) {
  await app.jobs.work<GiftSendJob>(GIFT_SEND_JOB, async ({ giftId }) => {
    const issued = await repo.issueToken(giftId);
    if (!issued) return; // claimed (or deleted) since it was queued
    const { gift, token } = issued;
    const from = await repo.buyerName(gift.buyerId);
    const months = gift.months === 1 ? '1 month' : `${gift.months} months`;
    await app.mailer.send({
      to: gift.recipientEmail,
      subject: `${from} gave you ${planById(gift.tier).name} in the fan club`,
      text: [
        `${from} gave you ${months} of ${planById(gift.tier).name} in the fan club.`,
        ...(gift.message ? ['', `"${gift.message}"`] : []),
        '',
        `Claim it (sign in or create an account): ${publicUrl}/gifts/claim?token=${token}`,
        '',
        'Nothing renews and nothing is charged to you.',
      ].join('\n'),
    });
  });
}
