import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, subscriptionBody, ticketBody } from './helpers/order-body';
import { client, signIn } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };
// Paying with the saved card: no card field at all, only the flag.
const savedOrder = (email: string) => {
  const { cardNumber: _n, expDate: _e, cvc: _c, zipCode: _z, ...rest } = orderBody({ email });
  return { ...rest, savedCard: true };
};

describe(`paying with the subscription's saved card (demo provider) on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fan: Awaited<ReturnType<typeof signIn>>;
  let other: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.31.0.1');
    other = await signIn(ctx.app, origin, 'fanplus@example.com', 'fanclub-demo', '10.31.0.2');
  });
  afterAll(async () => ctx?.close());

  it('a member without a saved card sees none and is refused (400) with a message', async () => {
    expect((await fan.get('/api/me/saved-card')).json()).toEqual({ card: null });
    await fan.put('/api/cart', { lines: [TEE] });
    const res = await fan.post('/api/orders', savedOrder('fan@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You have no saved card. Please enter your card details.');
    const guest = await client(ctx.app, ctx.config.publicUrl).get('/api/me/saved-card');
    expect(guest.statusCode).toBe(401);
  });

  it('after subscribing with 4242 the order is paid with that card, no card sent', async () => {
    const sub = await fan.post(
      '/api/billing/checkout',
      subscriptionBody('fanplus', '4242424242424242'),
    );
    expect(sub.statusCode).toBe(200);
    const view = await fan.get('/api/me/saved-card');
    expect(view.json()).toEqual({
      card: { brand: 'Visa', last4: '4242', expMonth: null, expYear: null },
    });
    expect(view.body).not.toContain('4242424242424242');
    expect(view.body).not.toMatch(/(cus|sub|pm)_/);
    await fan.put('/api/cart', { lines: [TEE] });
    const res = await fan.post('/api/orders', savedOrder('fan@example.com'));
    expect(res.statusCode).toBe(200);
    const order = (await fan.get(`/api/orders/${res.json().orderId}`)).json();
    expect(order.status).toBe('paid');
    expect(order.card).toEqual({ brand: 'Visa', last4: '4242' });
  });

  it('tickets too', async () => {
    const events = (await fan.get('/api/events')).json() as { id: string; isVipOnly: boolean }[];
    const open = events.filter((e) => !e.isVipOnly);
    let bought = 0;
    for (const event of open) {
      const {
        cardNumber: _n,
        expDate: _e,
        cvc: _c,
        zipCode: _z,
        ...rest
      } = ticketBody(1, {
        email: 'fan@example.com',
      });
      const res = await fan.post(`/api/events/${event.id}/tickets`, { ...rest, savedCard: true });
      if (res.statusCode === 200) bought += 1;
      if (bought) break;
    }
    expect(bought).toBe(1);
  });

  it("another member can't use someone else's card: theirs is looked up, and they have none", async () => {
    expect((await other.get('/api/me/saved-card')).json()).toEqual({ card: null });
    await other.put('/api/cart', { lines: [TEE] });
    const res = await other.post('/api/orders', savedOrder('fan@example.com'));
    expect(res.statusCode).toBe(400);
  });

  it('a saved card whose charges fail is declined (402) with a clear message', async () => {
    await other.post('/api/billing/checkout', subscriptionBody('fanplus', '4000000000000341'));
    expect((await other.get('/api/me/saved-card')).json().card.last4).toBe('0341');
    await other.put('/api/cart', { lines: [TEE] });
    const res = await other.post('/api/orders', savedOrder('fanplus@example.com'));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your saved card was declined. Please use another card.');
  });
});
