// Gift rules: the price, the send date, the one-time demo card payment, the scheduled mail, the
// buyer's resend and the recipient's claim.
import { TEST_CARD_DECLINED } from '@fanclub/shared/payments';
import { planById } from '@fanclub/shared/plans';
import { CardDetails } from '@fanclub/shared/schemas/billing';
import { GIFT_SEND_DAYS_MAX } from '@fanclub/shared/schemas/gifts';
import type { BuyGiftBody } from '@fanclub/shared/schemas/gifts';
import type { JobQueue } from '../../lib/job-queue';
import { paymentsNotSetUp } from '../../lib/payments-off';
import { HttpError } from '../../plugins/errors';
import type { GiftRepository } from './repository';
import { toGift } from './repository';

export const GIFT_SEND_JOB = 'gifts.send';
export interface GiftSendJob {
  giftId: string;
}
const DAY = 86_400_000;

/** The UTC day `sendOn` names, checked to be today or within a year; null: now. */
function sendDate(sendOn: string | undefined, now: Date): Date {
  if (!sendOn) return now;
  const day = new Date(`${sendOn}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (Number.isNaN(day.getTime()) || day.getTime() < today)
    throw new HttpError(400, 'Choose today or a later send date.', {
      sendOn: 'Choose today or a later send date.',
    });
  if (day.getTime() > today + GIFT_SEND_DAYS_MAX * DAY)
    throw new HttpError(400, 'Choose a send date within a year.', {
      sendOn: 'Choose a send date within a year.',
    });
  return day.getTime() <= now.getTime() ? now : day;
}

/** The demo provider's card rule (as for subscriptions): the declined test card fails, any valid card pays. */
function chargeDemoCard(body: BuyGiftBody) {
  const blank = { fullName: '', cardNumber: '', expDate: '', cvc: '', zipCode: '' };
  const parsed = CardDetails.omit({ email: true, country: true }).safeParse({ ...blank, ...body });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, issue.message, { [issue.path.join('.')]: issue.message });
  }
  if (parsed.data.cardNumber === TEST_CARD_DECLINED)
    throw new HttpError(402, 'Your card was declined.', { cardNumber: 'Your card was declined.' });
}

export function giftService(repo: GiftRepository, jobs: JobQueue, payments: 'demo' | 'none') {
  const schedule = (giftId: string, at: Date) =>
    jobs.send<GiftSendJob>(
      GIFT_SEND_JOB,
      { giftId },
      { startAfterSeconds: Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000)) },
    );
  return {
    async buy(buyerId: string, body: BuyGiftBody, now = new Date()) {
      if (payments === 'none') throw paymentsNotSetUp();
      const sendAt = sendDate(body.sendOn, now);
      chargeDemoCard(body);
      const gift = await repo.create({
        buyerId,
        recipientEmail: body.recipientEmail,
        tier: body.tier,
        months: body.months,
        message: body.message,
        sendAt,
        status: 'scheduled',
        amountCents: planById(body.tier).priceCents * body.months,
      });
      await schedule(gift.id, sendAt);
      return toGift(gift);
    },

    mine: (buyerId: string) => repo.mine(buyerId),

    /** Sends the claim mail again with a fresh link; only the buyer, only once it was sent, unclaimed. */
    async resend(buyerId: string, giftId: string) {
      const gift = await repo.byId(giftId);
      if (!gift || gift.buyerId !== buyerId) throw new HttpError(404, 'Gift not found');
      if (gift.status === 'claimed') throw new HttpError(409, 'This gift was already claimed.');
      if (gift.status !== 'sent')
        throw new HttpError(409, 'This gift has not been sent yet; it goes out on its send date.');
      await schedule(gift.id, new Date());
      return toGift(gift);
    },

    async claim(userId: string, token: string) {
      const claimed = await repo.claim(token, userId);
      if (!claimed)
        throw new HttpError(
          400,
          'This gift link is no longer valid: it was claimed or replaced by a newer one.',
        );
      return claimed;
    },
  };
}
export type GiftService = ReturnType<typeof giftService>;
