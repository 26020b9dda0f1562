import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import { planById } from '@fanclub/shared/plans';
import { savedLocaleOfAddress, savedLocales } from '../../lib/i18n/member-locale-repository';
import { mailText } from '../../lib/i18n/server-texts';
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
    // The recipient's language when they are a member who chose one, else the buyer's.
    const locale =
      (await savedLocaleOfAddress(app.db, gift.recipientEmail)) ??
      (await savedLocales(app.db, [gift.buyerId])).get(gift.buyerId) ??
      DEFAULT_LOCALE;
    const t = mailText.bind(null, locale);
    const plan = planById(gift.tier).name;
    await app.mailer.send({
      to: gift.recipientEmail,
      subject: t('giftSubject', { from, plan }),
      text: [
        t('giftGave', { from, months: gift.months, plan }),
        ...(gift.message ? ['', `"${gift.message}"`] : []),
        '',
        t('giftClaim', { link: `${publicUrl}/gifts/claim?token=${token}` }),
        '',
        t('giftNothingCharged'),
      ].join('\n'),
    });
  });
}
