import type Stripe from 'stripe';

type Handler = (event: Stripe.Event) => Promise<void>;

/**
 * Stripe has one webhook endpoint (billing's). Events it does not act on itself, such as a paid
 * or expired Checkout page for a merch or ticket order, are passed on here to whoever handles
 * them (the shop), since one feature may not import another.
 */
export function paymentEventRelay() {
  const handlers: Handler[] = [];
  return {
    handle(handler: Handler) {
      handlers.push(handler);
    },
    async dispatch(event: Stripe.Event): Promise<void> {
      for (const handler of handlers) await handler(event);
    },
  };
}
export type PaymentEventRelay = ReturnType<typeof paymentEventRelay>;
