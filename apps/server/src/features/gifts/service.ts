// Gift rules: the price, the send date, the one-time payment (demo card, or Stripe's page), the
// scheduled mail, the buyer's resend and the recipient's claim.
import { planById } from '@fanclub/shared/plans';
import { CardDetails, cardSummary } from '@fanclub/shared/schemas/billing';
import { GIFT_SEND_DAYS_MAX } from '@fanclub/shared/schemas/gifts';
import type { BuyGiftBody } from '@fanclub/shared/schemas/gifts';
import { refuseDeclinedTestCard } from '../../lib/demo-card';
import type { JobQueue } from '../../lib/job-queue';
import { paymentsNotSetUp } from '../../lib/payments-off';
import { HttpError } from '../../plugins/errors';
import type { GiftRepository, GiftSendJob } from './repository';
import { GIFT_SEND_JOB, toGift } from './repository';
import type { GiftPage } from './stripe-page';
import { GIFT_PAGE_MS } from './stripe-page';

const DAY = 86_400_000;
/** The sweep waits this long past a page's expiry before it asks Stripe (the event usually comes first). */
const SWEEP_GRACE_MS = 2 * 60_000;

/** How the gift is paid: the demo card form, Stripe's page, or not at all (503). */
export type GiftPayments = { kind: 'demo' } | { kind: 'stripe'; page: GiftPage } | { kind: 'none' };

const paymentServiceDown = () =>
  new HttpError(
    502,
    "We couldn't reach the payment service. Nothing was charged; please try again.",
  );

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
function chargeDemoCard(body: BuyGiftBody): { brand: string; last4: string } {
  const blank = { fullName: '', cardNumber: '', expDate: '', cvc: '', zipCode: '' };
  const parsed = CardDetails.omit({ email: true, country: true }).safeParse({ ...blank, ...body });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, issue.message, { [issue.path.join('.')]: issue.message });
  }
  refuseDeclinedTestCard(parsed.data.cardNumber);
  return cardSummary(parsed.data.cardNumber);
}

const describe = (g: { tier: string; months: number }) =>
  `${planById(g.tier === 'vip' ? 'vip' : 'fanplus').name} gift membership, ${g.months === 1 ? '1 month' : `${g.months} months`}`;
type GiftRow = NonNullable<Awaited<ReturnType<GiftRepository['byId']>>>;

export function giftService(
  repo: GiftRepository,
  jobs: JobQueue,
  payments: GiftPayments,
  publicUrl = '',
  now: () => Date = () => new Date(),
) {
  const schedule = (giftId: string, at: Date) =>
    jobs.send<GiftSendJob>(
      GIFT_SEND_JOB,
      { giftId },
      { startAfterSeconds: Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000)) },
    );

  /** Asks Stripe about an unpaid gift's page and settles it: paid (mailed later), or gone. */
  async function reconcile(gift: GiftRow, sessionId: string) {
    if (payments.kind !== 'stripe') return 'settled' as const;
    const outcome = await payments.page.read(sessionId);
    if (outcome.state === 'paid') {
      const paid = await repo.markPaid(gift.id, {
        description: describe(gift),
        checkoutSessionId: sessionId,
        providerSubscriptionId: null,
        card: outcome.card,
      });
      return paid ? ('paid' as const) : ('settled' as const);
    }
    if (outcome.state === 'expired')
      return (await repo.dropUnpaid(gift.id)) ? ('dropped' as const) : ('settled' as const);
    if (outcome.state === 'failed')
      return (await repo.markFailed(gift.id)) ? ('failed' as const) : ('settled' as const);
    return 'open' as const;
  }

  return {
    /**
     * Demo: the card is charged here and the gift is bought at once. Stripe: the gift waits
     * unpaid (not listed, not mailed) until Stripe's event says its page was paid.
     */
    async buy(buyer: { userId: string; email: string }, body: BuyGiftBody) {
      if (payments.kind === 'none') throw paymentsNotSetUp();
      const at = now();
      const sendAt = sendDate(body.sendOn, at);
      const card = payments.kind === 'demo' ? chargeDemoCard(body) : null;
      const gift = await repo.create({
        buyerId: buyer.userId,
        recipientEmail: body.recipientEmail,
        tier: body.tier,
        months: body.months,
        message: body.message,
        sendAt,
        status: 'unpaid',
        amountCents: planById(body.tier).priceCents * body.months,
      });
      const description = describe(gift);
      if (payments.kind === 'demo') {
        const paid = await repo.markPaid(gift.id, {
          description,
          checkoutSessionId: `gift_${gift.id}`,
          providerSubscriptionId: null,
          card,
        });
        return { ...toGift(paid ?? gift), checkoutUrl: null };
      }
      let page: { sessionId: string; url: string };
      try {
        page = await payments.page.open({
          giftId: gift.id,
          email: buyer.email,
          name: description,
          amountCents: gift.amountCents,
          successUrl: `${publicUrl}/gifts`,
          cancelUrl: `${publicUrl}/gifts`,
          expiresAt: new Date(at.getTime() + GIFT_PAGE_MS),
        });
      } catch (error) {
        await repo.dropUnpaid(gift.id);
        throw Object.assign(paymentServiceDown(), { cause: error });
      }
      await repo.attachSession(gift.id, page.sessionId);
      return { ...toGift(gift), checkoutUrl: page.url };
    },

    /** A Stripe event about a payment intent of a gift's page (metadata.giftId): settles it. */
    async paymentChanged(giftId: string) {
      // Not a gift's id (the column is a uuid): nothing of ours.
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(giftId))
        return 'settled' as const;
      const gift = await repo.byId(giftId);
      if (!gift?.checkoutSessionId || gift.status !== 'unpaid') return 'settled' as const;
      return reconcile(gift, gift.checkoutSessionId);
    },

    /** A Stripe event about a one-off page: settles the gift it was opened for, if any. */
    async pageChanged(sessionId: string) {
      const gift = await repo.bySession(sessionId);
      if (!gift || gift.status !== 'unpaid') return 'settled' as const;
      return reconcile(gift, sessionId);
    },

    /** Settles unpaid gifts whose page has closed, in case Stripe's event never came. */
    async sweep(): Promise<number> {
      let settled = 0;
      const before = new Date(now().getTime() - GIFT_PAGE_MS - SWEEP_GRACE_MS);
      for (const gift of await repo.unpaidBefore(before)) {
        const result = await reconcile(gift, gift.checkoutSessionId!);
        if (result !== 'open' && result !== 'settled') settled += 1;
      }
      return settled;
    },

    mine: (buyerId: string) => repo.mine(buyerId),

    /** Sends the claim mail again with a fresh link; only the buyer, only once it was sent, unclaimed. */
    async resend(buyerId: string, giftId: string) {
      const gift = await repo.byId(giftId);
      if (!gift || gift.buyerId !== buyerId || gift.status === 'unpaid')
        throw new HttpError(404, 'Gift not found');
      if (gift.status === 'failed')
        throw new HttpError(409, 'The payment for this gift failed; please buy it again.');
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
