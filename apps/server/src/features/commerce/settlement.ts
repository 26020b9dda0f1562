import { isSettled } from '@fanclub/shared/order-status';
import type { OrderCreated } from '@fanclub/shared/schemas/commerce';
import { urlSigner } from '../../lib/signed-url';
import type { CardSummary, HostedCheckout, HostedLine } from './payments';
import { HOSTED_RESERVATION_MS, paymentServiceDown } from './payments';
import type { SettlementRepository } from './settlement-repository';

/** A guest reads their order back with this key (in the confirmation link); it lasts 90 days. */
const ORDER_KEY_TTL_SECONDS = 90 * 86_400;
/**
 * Keys are signed from the start of the hour, so the same order gets the same link all hour: a
 * retried checkout (Idempotency-Key) answers exactly what the first request did, even when the
 * two straddle a second on a loaded machine (commerce.test.ts saw …667 vs …668).
 */
const ORDER_KEY_SIGNED_EVERY_MS = 3_600_000;

/** Pages expire on Stripe's clock; the sweeper waits a little longer before it asks. */
const SWEEP_GRACE_MS = 2 * 60_000;

export type PaidOrder = NonNullable<Awaited<ReturnType<SettlementRepository['markPaid']>>>;

export interface SettlementDeps {
  repo: SettlementRepository;
  checkout: HostedCheckout | null;
  secret: string;
  publicUrl: string;
  /** Mails the confirmation of a freshly paid order; best effort. */
  onPaid: (paid: PaidOrder) => Promise<void>;
  /** Gives back the discount code use a cancelled (expired, never opened) order held. */
  releaseOffer?: (redemptionId: string) => Promise<void>;
  /** Counts the discount code use a pending order held, once its payment is confirmed. */
  confirmOffer?: (redemptionId: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Order links and the life of hosted-payment orders: open the provider's page for a pending
 * order, and settle it (paid or released) from what the provider says, never from the browser.
 */
export function settlementService({
  repo,
  checkout,
  secret,
  publicUrl,
  onPaid,
  releaseOffer = async () => {},
  confirmOffer = async () => {},
  now = () => new Date(),
}: SettlementDeps) {
  const keys = urlSigner(secret, 'order');

  function orderKey(orderId: string): string {
    const signedAt = now().getTime();
    const { exp, sig } = keys.sign(
      orderId,
      ORDER_KEY_TTL_SECONDS,
      signedAt - (signedAt % ORDER_KEY_SIGNED_EVERY_MS),
    );
    return `${exp}.${sig}`;
  }

  const confirmationPath = (orderId: string) =>
    `/order-confirmation?id=${orderId}&key=${orderKey(orderId)}`;

  async function settlePaid(
    order: { id: string; offerRedemptionId: string | null },
    card: CardSummary | null,
  ): Promise<boolean> {
    // The code's hold becomes a use before the order is marked paid: if this fails, the order
    // stays pending and Stripe's redelivery (or the sweep) comes back here; once it is paid, a
    // redelivery stops at `reconcile`'s first check. Confirming twice counts once (offers).
    if (order.offerRedemptionId) await confirmOffer(order.offerRedemptionId);
    const paid = await repo.markPaid(order.id, card);
    if (paid) await onPaid(paid);
    return paid !== null;
  }

  /** pending -> cancelled, once; the code's use goes back with the stock (ADR 038). */
  async function cancel(orderId: string): Promise<boolean> {
    const cancelled = await repo.cancel(orderId);
    if (cancelled?.offerRedemptionId) await releaseOffer(cancelled.offerRedemptionId);
    return cancelled !== null;
  }

  /** Asks the provider about a pending order's page and settles it if the page is done. */
  async function reconcile(orderId: string): Promise<'paid' | 'cancelled' | 'open' | 'settled'> {
    const order = await repo.order(orderId);
    if (!order || order.status !== 'pending') return 'settled';
    // A page that was never opened (the provider was down, or the process died in between) can never be paid.
    if (!order.checkoutSessionId || !checkout) {
      if (!order.expiresAt || order.expiresAt > now()) return 'open';
      return (await cancel(orderId)) ? 'cancelled' : 'settled';
    }
    const outcome = await checkout.read(order.checkoutSessionId);
    if (outcome.state === 'paid')
      return (await settlePaid(order, outcome.card)) ? 'paid' : 'settled';
    if (outcome.state === 'expired') return (await cancel(orderId)) ? 'cancelled' : 'settled';
    return 'open';
  }

  return {
    orderKey,
    confirmationPath,
    reservationEnds: () => new Date(now().getTime() + HOSTED_RESERVATION_MS),

    /** True when `key` was minted for this order and has not expired. */
    keyOpens(orderId: string, key: string): boolean {
      const [exp, sig] = key.split('.');
      return Boolean(exp && sig) && keys.verify(orderId, Number(exp), sig!, now().getTime());
    },

    /** The answer for an order paid at once (our demo card form, or a free order): its confirmation page. */
    paidAnswer: (orderId: string, totalCents: number): OrderCreated => ({
      orderId,
      totalCents,
      status: 'paid',
      url: confirmationPath(orderId),
    }),

    /**
     * Opens the provider's page for a pending order whose stock or seats are already held. If it
     * cannot be opened the hold is released at once, so a failed attempt never locks stock.
     */
    async openPage(
      order: { id: string; email: string; totalCents: number; expiresAt: Date },
      lines: HostedLine[],
      cancelPath: string,
    ): Promise<OrderCreated> {
      if (!checkout) throw new Error('openPage needs a hosted checkout');
      let page: { sessionId: string; url: string };
      try {
        page = await checkout.open({
          orderId: order.id,
          email: order.email,
          lines,
          successUrl: `${publicUrl}${confirmationPath(order.id)}`,
          cancelUrl: `${publicUrl}${cancelPath}`,
          expiresAt: order.expiresAt,
        });
      } catch (error) {
        await cancel(order.id);
        throw Object.assign(paymentServiceDown(), { cause: error });
      }
      await repo.attachSession(order.id, page.sessionId);
      return { orderId: order.id, totalCents: order.totalCents, status: 'pending', url: page.url };
    },

    reconcile,

    /**
     * A member starting a new checkout with a discount code closes their own earlier pending
     * orders holding it (a Stripe page left unpaid): the page is expired at the provider, then
     * settled as the provider says, so the code's hold and the stock go back, or a page paid
     * meanwhile is counted as paid. Without this their own hold would count against the code's
     * per-member limit until the page expired (ADR 038), as a new membership checkout already
     * closes the member's open page. A page that cannot be closed now keeps its hold.
     */
    async supersedeHolds(userId: string, code: string, keepKey: string | null): Promise<void> {
      for (const { id } of await repo.pendingWithCode(userId, code, keepKey)) {
        const order = await repo.order(id);
        try {
          // Refused once paid (or already closed): reconcile reads which.
          if (checkout && order?.checkoutSessionId)
            await checkout.expire(order.checkoutSessionId).catch(() => {});
          await reconcile(id);
        } catch {
          // The provider cannot be asked now: the order and its hold stay, and the code's
          // limits answer the new checkout as they would have.
        }
      }
    },

    /** Where a pending order's buyer should pay, for a replayed checkout. */
    async pageFor(
      orderId: string,
    ): Promise<
      { state: 'open'; url: string } | { state: 'paid' } | { state: 'opening' } | { state: 'ended' }
    > {
      const order = await repo.order(orderId);
      if (!order || order.status !== 'pending')
        return isSettled(order?.status) ? { state: 'paid' } : { state: 'ended' };
      if (!order.checkoutSessionId || !checkout) return { state: 'opening' };
      const outcome = await checkout.read(order.checkoutSessionId);
      if (outcome.state === 'open') return outcome;
      await reconcile(orderId);
      const after = await repo.order(orderId);
      return isSettled(after?.status) ? { state: 'paid' } : { state: 'ended' };
    },

    /** A provider event about a page (re-read from the provider, never trusted from the payload). */
    async pageChanged(sessionId: string) {
      const order = await repo.orderBySession(sessionId);
      return order ? reconcile(order.id) : 'settled';
    },

    /** Settles pending orders whose page has closed, in case the provider's event never came. */
    async sweep(): Promise<number> {
      let settled = 0;
      for (const order of await repo.expiredPending(new Date(now().getTime() - SWEEP_GRACE_MS))) {
        const result = await reconcile(order.id);
        if (result === 'paid' || result === 'cancelled') settled += 1;
      }
      return settled;
    },
  };
}
export type SettlementService = ReturnType<typeof settlementService>;
