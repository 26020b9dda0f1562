// The subscription checkout and the answer every plan change returns, as functions of their
// dependencies: routes.ts stays the HTTP layer (docs/architecture.md, "A request, from the socket to the database").
import { planById } from '@fanclub/shared/plans';
import type { CheckoutBody, SubscriptionDetails } from '@fanclub/shared/schemas/billing';
import type { OfferCodes, OfferRedeemed } from '../../lib/offer-codes';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { PaymentProvider } from './provider';
import { CheckoutConflictError, PaymentDeclinedError } from './provider';
import type { BillingRepository } from './repository';

export const MEMBERSHIP_CODE_NEW_ONLY = 'A membership discount code applies to a new membership.';

export interface CheckoutDeps {
  provider: PaymentProvider;
  /** Discount codes, lent by the offers feature (../../lib/offer-codes.ts). */
  offers: OfferCodes;
  repo: BillingRepository;
  publicUrl: string;
}

/** Who pays, as the payment provider knows them. */
export const payer = (viewer: Viewer) => ({ userId: viewer.userId, email: viewer.email });

const successUrl = (sessionId: string, tier: string) =>
  `/payment-success?session_id=${encodeURIComponent(sessionId)}&tier=${tier}&payment_status=paid`;

/** A declined card is the payer's problem (402, shown under the card number), not a server error. */
export async function withDeclines<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentDeclinedError)
      throw new HttpError(402, error.message, { cardNumber: error.message });
    if (error instanceof CheckoutConflictError) throw new HttpError(409, error.message);
    throw error;
  }
}

/**
 * POST /api/billing/checkout: pays with the card given (demo provider), changes a live plan, or
 * starts the provider's hosted checkout; answers where the browser goes next.
 */
export async function checkout(
  { provider, repo, publicUrl, offers }: CheckoutDeps,
  viewer: Viewer,
  body: CheckoutBody,
): Promise<{ url: string }> {
  // Before anything else: with no provider nothing may be paid for or granted (503), and a body
  // the mode cannot take (a card with Stripe, a wallet with the demo) changes nothing.
  provider.acceptCheckout(body);
  // A live plan is changed, never paid for a second time: the same tier is refused, card or not
  // (a card checkout used to start a second subscription and charge it).
  const current = await repo.liveSubscription(viewer.userId);
  if (current && current.tier === body.tier && !current.cancelAtPeriodEnd)
    throw new HttpError(409, 'You are already on this plan.');
  const nextUrl = (checkoutSessionId: string | null) => ({
    url: checkoutSessionId ? successUrl(checkoutSessionId, body.tier) : '/manage-subscription',
  });
  const code = body.discountCode;
  if (code && current)
    throw new HttpError(400, MEMBERSHIP_CODE_NEW_ONLY, {
      discountCode: MEMBERSHIP_CODE_NEW_ONLY,
    });
  const buyer = { userId: viewer.userId, tier: viewer.subscriptionTier };
  const price = planById(body.tier).priceCents;
  if ('cardNumber' in body) {
    // Checked (a refused code is a 400 saying why), then taken under the code's lock (limits,
    // first-time members; a use taken meanwhile is a 409) just before the card is charged, and
    // given back if it is declined.
    if (code) await offers.quote(buyer, code, 'subscription', price);
    const redeemed = code ? await offers.redeem(buyer, code, 'subscription', price) : null;
    try {
      const offer = redeemed && { ...redeemed, months: redeemed.months ?? 1 };
      const { checkoutSessionId } = await withDeclines(() =>
        provider.payWithCard(payer(viewer), body.tier, body, offer),
      );
      return nextUrl(checkoutSessionId);
    } catch (error) {
      await redeemed?.release();
      throw error;
    }
  }
  if (current) {
    const { checkoutSessionId } = await withDeclines(() =>
      provider.changePlan(payer(viewer), current, body.tier),
    );
    return nextUrl(checkoutSessionId);
  }
  // A hosted page (Stripe) is paid later: the code is checked here (the same 400s), the member's
  // own open page closed (its hold goes back, so their new page can take it), then the use is
  // held under the code's lock. The webhook counts it once the payment is confirmed; a page
  // that expires unpaid, or cannot be opened, gives it back.
  let held: OfferRedeemed | null = null;
  if (code) {
    await offers.quote(buyer, code, 'subscription', price);
    await withDeclines(async () => provider.closeOpenCheckout?.(payer(viewer)));
    held = await offers.hold(buyer, code, 'subscription', price);
  }
  const offer = held && {
    ...held,
    months: held.months ?? 1,
    firstMonthCents: price - held.discountCents,
  };
  try {
    const { url } = await withDeclines(() =>
      provider.startCheckout(
        payer(viewer),
        body.tier,
        { success: `${publicUrl}/payment-success`, cancel: `${publicUrl}/payment-cancelled` },
        offer,
      ),
    );
    return { url };
  } catch (error) {
    await held?.release();
    throw error;
  }
}

/** What every billing change answers with: the member's plan as the subscription screens show it. */
export async function subscriptionDetails(
  repo: BillingRepository,
  userId: string,
): Promise<SubscriptionDetails> {
  const current = await repo.liveSubscription(userId);
  if (!current)
    return {
      tier: 'free',
      status: 'none',
      provider: null,
      priceCents: 0,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      scheduledTier: null,
      card: null,
    };
  const { row } = current;
  return {
    tier: current.tier,
    status: current.status,
    provider: current.provider,
    priceCents: planById(current.tier)?.priceCents ?? 0,
    currentPeriodEnd: current.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    scheduledTier:
      row.scheduledTier === 'fanplus' || row.scheduledTier === 'vip' ? row.scheduledTier : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}
