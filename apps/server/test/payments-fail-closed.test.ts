import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_SET_UP } from '@fanclub/shared/payments';
import { events } from '../src/db/schema/events';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client } from './helpers/session';
import { signedInMembers } from './helpers/members';

const CARD = {
  email: 'buyer@example.org',
  fullName: 'Real Buyer',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/39',
  cvc: '123',
  zipCode: '90028',
  country: 'US',
};
const SHIPPING = {
  recipientName: 'Ada Fan',
  addressLine1: '1 Sunset Blvd',
  city: 'Los Angeles',
  region: 'CA',
  shippingZip: '90028',
  acceptTerms: true,
};
const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };

// Production without Stripe: DEMO_MODE=false and no STRIPE_* variables. The demo provider used to
// take any Luhn-valid number here and grant the tier or ship the order.
describe(`payments fail closed with no provider (DEMO_MODE=false, no Stripe) on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fan: Awaited<ReturnType<typeof signedInMembers>>[number];
  const count = async (table: 'orders' | 'tickets' | 'payments' | 'subscriptions') =>
    (
      (await ctx.app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))
        .rows[0] as { n: number }
    ).n;
  const newEvent = async (priceCents: number) => {
    const [row] = await ctx.app.db
      .insert(events)
      .values({
        title: `Show ${priceCents}`,
        eventDate: new Date(Date.now() + 30 * 86_400_000),
        venue: 'The Echo',
        location: 'Los Angeles, CA',
        capacity: 10,
        ticketPriceCents: priceCents,
      })
      .returning();
    return row!;
  };
  const refused = (res: { statusCode: number; json(): { message: string } }) => {
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(PAYMENTS_NOT_SET_UP);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ DEMO_MODE: 'false' });
    fan = (await signedInMembers(ctx.app, ctx.config.publicUrl, 'nopay', 1))[0]!;
  });
  afterAll(async () => ctx?.close());

  it('tells the web that payments are not set up', async () => {
    const res = await ctx.app.inject('/api/checkout-options');
    expect(res.json()).toEqual({ cardForm: false, paymentsEnabled: false });
  });

  it('refuses to subscribe or upgrade with a valid test card (503), and grants no tier', async () => {
    refused(
      await fan.post('/api/billing/checkout', { tier: 'vip', paymentMethod: 'card', ...CARD }),
    );
    refused(await fan.post('/api/billing/checkout', { tier: 'fanplus' }));
    expect((await fan.get('/api/me')).json().profile.subscriptionTier).toBe('free');
    expect((await fan.get('/api/billing/subscription')).json()).toMatchObject({
      tier: 'free',
      status: 'none',
    });
    expect(await count('subscriptions')).toBe(0);
    expect(await count('payments')).toBe(0);
  });

  it('refuses a merch checkout, member or guest (503), and ships nothing', async () => {
    expect((await fan.put('/api/cart', { lines: [TEE] })).statusCode).toBe(200);
    refused(await fan.post('/api/orders', { ...CARD, ...SHIPPING }));
    refused(
      await client(ctx.app, ctx.config.publicUrl).post('/api/orders', {
        ...CARD,
        ...SHIPPING,
        lines: [TEE],
      }),
    );
    expect(await count('orders')).toBe(0);
    expect((await fan.get('/api/cart')).json().totalItems).toBe(1);
  });

  it('refuses paid tickets (503), and still hands out tickets for a free event', async () => {
    const paid = await newEvent(2500);
    refused(await fan.post(`/api/events/${paid.id}/tickets`, { quantity: 2, ...CARD }));
    expect(await count('tickets')).toBe(0);
    const free = await newEvent(0);
    const res = await fan.post(`/api/events/${free.id}/tickets`, {
      quantity: 1,
      email: CARD.email,
      country: 'US',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', totalCents: 0, quantity: 1 });
    expect((await fan.get('/api/me/tickets')).json()).toHaveLength(1);
  });
});
