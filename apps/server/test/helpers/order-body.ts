// The request bodies a paying test sends, written once: many test files (and e2e specs) place a
// merch order or buy tickets only to get to what they test, and each had its own copy of the
// same buyer, address and demo card. Override only the field a test is about.
import type { Tier } from '@fanclub/shared/roles';
import type { OrderBody, TicketOrderBody } from '@fanclub/shared/schemas/commerce';

/** The demo card the demo payment provider always accepts (spec section 3). */
export const TEST_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/39',
  cvc: '123',
  zipCode: '90028',
};

/** Where a test parcel goes. */
export const TEST_ADDRESS = {
  recipientName: 'Ada Fan',
  addressLine1: '1 Sunset Blvd',
  addressLine2: '',
  city: 'Los Angeles',
  region: 'CA',
  shippingZip: '90028',
  country: 'US',
};

/** A merch order body the server accepts: buyer, address, demo card and the terms ticked. */
export function orderBody(overrides: Partial<OrderBody> = {}) {
  return {
    email: 'fan@example.com',
    fullName: 'Demo Fan',
    ...TEST_ADDRESS,
    ...TEST_CARD,
    acceptTerms: true as const,
    ...overrides,
  };
}

/** A ticket purchase body the server accepts: `quantity` tickets paid with the demo card. */
export function ticketBody(quantity = 1, overrides: Partial<TicketOrderBody> = {}) {
  return {
    quantity,
    email: 'buyer@example.org',
    fullName: 'Demo Buyer',
    ...TEST_CARD,
    country: 'US',
    ...overrides,
  };
}

/** A subscription checkout body (card on our own form) for `tier`, paid with `cardNumber`. */
export function subscriptionBody(tier: Exclude<Tier, 'free'>, cardNumber: string) {
  return {
    tier,
    paymentMethod: 'card',
    email: 'pay@example.org',
    fullName: 'Demo Fan',
    ...TEST_CARD,
    cardNumber,
    zipCode: '90210',
    country: 'US',
  };
}
