import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { orderBody, TEST_CARD } from './helpers/order-body';
import { client, outbox, signIn } from './helpers/session';
import { signedInMembers } from './helpers/members';

type Caller = ReturnType<typeof client>;

const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };
const VINYL = { productId: 1, colour: 'Black', size: 'Standard', quantity: 1 };
const TOTE = { productId: 7, colour: 'Black', size: 'OS', quantity: 1 };
const EP = { productId: 3, colour: 'Black', size: 'Digital', quantity: 1 };
const payment = (cardNumber = TEST_CARD.cardNumber) =>
  orderBody({ email: 'buyer@example.org', fullName: 'Demo Buyer', cardNumber });

describe(`cart and orders on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let anon: Caller;
  let fan: Caller;
  let vip: Caller;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await ctx.app.db.execute(query)).rows[0] as T;
  const stock = async (productId: number, option: string) =>
    (
      await one<{ stock: number }>(
        sql`select stock from product_variants where product_id = ${productId} and coalesce(size, format) = ${option}`,
      )
    ).stock;
  const orderCount = async () =>
    (await one<{ n: number }>(sql`select count(*)::int as n from orders`)).n;
  const cart = async (c: Caller) => (await c.get('/api/cart')).json();

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    anon = client(ctx.app, origin);
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.30.0.1');
    vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.30.0.2');
  });
  afterAll(async () => ctx?.close());

  it('answers 401 to signed-out callers on every member route, whatever the body', async () => {
    for (const res of [
      await anon.get('/api/cart'),
      await anon.put('/api/cart', { lines: [TEE] }),
      await anon.put('/api/cart', { lines: 'junk' }),
      await anon.post('/api/cart/merge', { lines: [TEE] }),
      await anon.get('/api/orders'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    // One order may be read by a guest holding its key; without one it is simply not found.
    expect((await anon.get('/api/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('prices the cart from the database and ignores any client price or name', async () => {
    const res = await fan.put('/api/cart', {
      lines: [{ ...TEE, quantity: 2, priceCents: 1, unitPriceCents: 1, name: 'Free tee' }, EP],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalItems: 3,
      subtotalCents: 2 * 3500 + 599,
      discountCents: 0,
      totalCents: 7599,
    });
    const [tee] = res.json().lines;
    expect(tee).toMatchObject({
      productId: 2,
      name: 'New Baby Tee - White',
      colour: 'White',
      size: 'M',
      quantity: 2,
      unitPriceCents: 3500,
      inStock: true,
    });
    expect(tee.variantId).toEqual(expect.any(String));
    expect(await cart(fan)).toEqual(res.json());
  });

  it('applies the shared cart rules: same line merges, quantity below 1 is refused, remove and clear', async () => {
    const merged = await fan.put('/api/cart', { lines: [TEE, { ...TEE, quantity: 2 }, VINYL] });
    expect(
      merged.json().lines.map((l: { size: string; quantity: number }) => [l.size, l.quantity]),
    ).toEqual([
      ['M', 3],
      ['Standard', 1],
    ]);
    // The web cart already ignores values below 1 (shared updateQuantity); one reaching the server is refused, never stored.
    for (const quantity of [0, -1, 1.5, 100, '2']) {
      const bad = await fan.put('/api/cart', { lines: [{ ...TEE, quantity }] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('lines.0.quantity');
    }
    expect((await cart(fan)).totalItems).toBe(4);
    const removed = await fan.put('/api/cart', { lines: [VINYL] });
    expect(removed.json().lines).toHaveLength(1);
    const cleared = await fan.put('/api/cart', { lines: [] });
    expect(cleared.json()).toMatchObject({
      lines: [],
      totalItems: 0,
      subtotalCents: 0,
      totalCents: 0,
    });
  });

  it('refuses unknown lines with 400 naming the line, and leaves the cart as it was', async () => {
    await fan.put('/api/cart', { lines: [TOTE] });
    const cases = [
      [{ ...TEE, productId: 99 }, 'Product 99 is not in the shop.'],
      [{ ...TEE, size: 'XXXL' }, 'We have no New Baby Tee - White in White, XXXL.'],
      [{ ...TEE, colour: 'Black' }, 'We have no New Baby Tee - White in Black, M.'],
      [{ ...VINYL, size: 'Picture Disc' }, 'We have no Velvet Hours Vinyl in Black, Picture Disc.'],
    ] as const;
    for (const [line, problem] of cases) {
      const res = await fan.put('/api/cart', { lines: [TEE, line] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: `lines.1: ${problem}`,
        fields: { 'lines.1': problem },
      });
    }
    expect((await cart(fan)).lines.map((l: { productId: number }) => l.productId)).toEqual([7]);
  });

  it('merges a guest cart on sign-in with the addToCart rule, skipping what the shop does not sell', async () => {
    await fan.put('/api/cart', { lines: [TEE] });
    const res = await fan.post('/api/cart/merge', {
      lines: [{ ...TEE, quantity: 2 }, TOTE, { ...TEE, productId: 99 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .lines.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([
      [2, 3],
      [7, 1],
    ]);
    // Signing in never loses the cart: a merged line over the cap of 99 is trimmed, not refused.
    const capped = await fan.post('/api/cart/merge', { lines: [{ ...TOTE, quantity: 99 }] });
    expect(capped.json().lines[1].quantity).toBe(99);
    expect(
      (await fan.post('/api/cart/merge', { lines: [{ ...TOTE, quantity: 0 }] })).statusCode,
    ).toBe(400);
  });

  it('merges a guest cart once per Idempotency-Key, so a page reloaded mid-merge does not add it twice', async () => {
    await fan.put('/api/cart', { lines: [] });
    const headers = { 'idempotency-key': 'guest-cart-merge-key-0001' };
    const first = await fan.post('/api/cart/merge', { lines: [TEE, TOTE] }, headers);
    const again = await fan.post('/api/cart/merge', { lines: [TEE, TOTE] }, headers);
    expect(again.json()).toEqual(first.json());
    expect((await cart(fan)).totalItems).toBe(2);
    // A new guest cart (a new key) merges as usual.
    await fan.post(
      '/api/cart/merge',
      { lines: [TOTE] },
      { 'idempotency-key': 'guest-cart-merge-key-0002' },
    );
    expect((await cart(fan)).totalItems).toBe(3);
    await fan.put('/api/cart', { lines: [] });
  });

  it('is one cart across devices: two sessions of the same member see the same lines', async () => {
    const phone = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.30.0.3');
    await fan.put('/api/cart', { lines: [VINYL] });
    expect(await cart(phone)).toEqual(await cart(fan));
    await phone.put('/api/cart', { lines: [VINYL, EP] });
    expect((await cart(fan)).totalItems).toBe(2);
    expect((await cart(vip)).lines).toEqual([]);
  });

  it('gives VIP members 10% off merch, computed by the server', async () => {
    await vip.put('/api/cart', { lines: [TEE, VINYL] });
    expect(await cart(vip)).toMatchObject({
      subtotalCents: 6000,
      discountPercent: 10,
      discountCents: 600,
      totalCents: 5400,
    });
    const res = await vip.post('/api/orders', { ...payment(), discountCents: 6000, totalCents: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalCents: 5400, status: 'paid' });
    expect(res.json().url).toMatch(
      new RegExp(`^/order-confirmation\\?id=${res.json().orderId}&key=\\d+\\.[\\w-]+$`),
    );
    const order = (await vip.get(`/api/orders/${res.json().orderId}`)).json();
    expect(order).toMatchObject({
      status: 'paid',
      subtotalCents: 6000,
      discountCents: 600,
      totalCents: 5400,
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(order.shipping).toEqual({
      recipientName: 'Ada Fan',
      addressLine1: '1 Sunset Blvd',
      city: 'Los Angeles',
      region: 'CA',
      shippingZip: '90028',
      country: 'US',
    });
    expect(order.paidAt).toEqual(expect.any(String));
    expect(order.items).toHaveLength(2);
    expect((await cart(vip)).lines).toEqual([]);
  });

  it('charges a VIP the member unit price the screens show, times the quantity', async () => {
    // Six $5.99 EPs: each is $5.39 to a VIP (59.9 cents off rounds to 60), so the VIP pays
    // 6 x $5.39 = $32.34. 10% off the $35.94 total would be $32.35, a cent no line on screen shows.
    await vip.put('/api/cart', { lines: [{ ...EP, quantity: 6 }] });
    expect(await cart(vip)).toMatchObject({
      subtotalCents: 3594,
      discountPercent: 10,
      discountCents: 360,
      totalCents: 6 * 539,
    });
    const res = await vip.post('/api/orders', payment());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalCents: 3234, status: 'paid' });
    const order = (await vip.get(`/api/orders/${res.json().orderId}`)).json();
    expect(order).toMatchObject({ subtotalCents: 3594, discountCents: 360, totalCents: 3234 });
  });

  it('refuses a line for a product with sizes but without a size, saying so', async () => {
    const noSize = { ...TEE, size: '' };
    for (const res of [
      await fan.put('/api/cart', { lines: [noSize] }),
      await anon.post('/api/orders', { ...payment(), lines: [noSize] }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/Please choose a size\./);
    }
    // A tee in a size it is not made in is refused by name, never priced as some other size.
    const wrong = await fan.put('/api/cart', { lines: [{ ...TEE, size: 'OS' }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^lines\.0: We have no .+ in White, OS\.$/);
  });

  it('buys a member’s saved cart (body lines ignored), takes stock, clears the cart and mails a confirmation', async () => {
    await fan.put('/api/cart', { lines: [{ ...TEE, quantity: 2 }] });
    const before = await stock(2, 'M');
    const res = await fan.post('/api/orders', { ...payment(), lines: [{ ...TOTE, quantity: 5 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalCents).toBe(7000);
    expect(await stock(2, 'M')).toBe(before - 2);
    expect(await stock(7, 'OS')).toBe(150);
    expect((await cart(fan)).lines).toEqual([]);
    const mail = outbox(ctx.config.dataDir).at(-1)!.raw;
    expect(mail).toContain('2 x New Baby Tee - White (White, M)');
    expect(mail).toContain('Total: $70.00');
    // Paying the same (now empty) cart again buys nothing.
    expect((await fan.post('/api/orders', payment())).json().message).toBe('Your cart is empty.');
  });

  it('lists a member’s orders newest first, and never shows one member another’s order', async () => {
    await fan.put('/api/cart', { lines: [EP] });
    const newest = (await fan.post('/api/orders', payment())).json().orderId;
    const list = (await fan.get('/api/orders')).json();
    expect(list[0].id).toBe(newest);
    expect(list[0].items).toEqual([
      expect.objectContaining({
        kind: 'merch',
        productId: 3,
        name: 'Late Bloom Digital EP',
        size: 'Digital',
        quantity: 1,
        unitPriceCents: 599,
      }),
    ]);
    expect(list.map((o: { createdAt: string }) => o.createdAt)).toEqual(
      [...list.map((o: { createdAt: string }) => o.createdAt)].sort().reverse(),
    );
    expect((await vip.get(`/api/orders/${newest}`)).statusCode).toBe(404);
    expect((await vip.get('/api/orders')).json().map((o: { id: string }) => o.id)).not.toContain(
      newest,
    );
    expect((await fan.get('/api/orders/not-a-uuid')).statusCode).toBe(404);
  });

  it('lets guests order with lines from the body, priced from the database', async () => {
    const res = await anon.post('/api/orders', {
      ...payment(),
      lines: [{ ...TOTE, quantity: 2, priceCents: 1 }, TOTE],
      totalCents: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalCents).toBe(3 * 2500);
    const row = await one<{ user_id: string | null; email: string }>(
      sql`select user_id, email from orders where id = ${res.json().orderId}`,
    );
    expect(row).toEqual({ user_id: null, email: 'buyer@example.org' });
    expect((await anon.post('/api/orders', { ...payment(), lines: [] })).json().message).toBe(
      'Your cart is empty.',
    );
    expect(
      (await anon.post('/api/orders', { ...payment(), lines: [{ ...TOTE, productId: 42 }] })).json()
        .fields,
    ).toEqual({ 'lines.0': 'Product 42 is not in the shop.' });
    expect(
      (await anon.post('/api/orders', { ...payment(), acceptTerms: false, lines: [TOTE] })).json()
        .fields,
    ).toHaveProperty('acceptTerms');
    // The guest reads the order back only with the key from their confirmation link.
    const { orderId, url } = res.json();
    const key = new URL(url, origin).searchParams.get('key');
    const back = await anon.get(`/api/orders/${orderId}?key=${key}`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      id: orderId,
      status: 'paid',
      totalCents: 7500,
      items: [expect.objectContaining({ name: expect.any(String), quantity: 3 })],
    });
    expect((await anon.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    expect(
      (
        await anon.get(
          `/api/orders/${orderId}?key=${key!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
        )
      ).statusCode,
    ).toBe(404);
    // A key opens only its own order, not another one's.
    const other = (await anon.post('/api/orders', { ...payment(), lines: [TOTE] })).json();
    expect((await anon.get(`/api/orders/${other.orderId}?key=${key}`)).statusCode).toBe(404);
    // Signed-in members cannot use a guest's order id without its key either.
    expect((await fan.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
  });

  it('places an order once per Idempotency-Key: a retried or doubled checkout returns the first order', async () => {
    const before = { stock: await stock(7, 'OS'), orders: await orderCount() };
    const key = 'retry-after-lost-answer-0001';
    const body = { ...payment(), email: 'retry@example.org', lines: [TOTE] };
    const first = await anon.post('/api/orders', body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    // The answer was lost; the buyer taps Checkout again (and again, at once).
    const again = await Promise.all(
      [1, 2, 3].map(() => anon.post('/api/orders', body, { 'idempotency-key': key })),
    );
    for (const res of again) expect(res.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before.orders + 1);
    expect(await stock(7, 'OS')).toBe(before.stock - 1);

    // Racing requests with a fresh key still make one order between them.
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() =>
        anon.post('/api/orders', body, { 'idempotency-key': 'double-tap-race-key-0002' }),
      ),
    );
    expect(new Set(racing.map((r) => r.json().orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before.orders + 2);

    // Someone else's key is not a way in, and a malformed key is refused.
    const stranger = await anon.post(
      '/api/orders',
      { ...body, email: 'other@example.org' },
      { 'idempotency-key': key },
    );
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('This checkout key belongs to another order.');
    const bad = await anon.post('/api/orders', body, { 'idempotency-key': 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Idempotency-Key/);
    expect(await orderCount()).toBe(before.orders + 2);
  });

  it('refuses an Idempotency-Key reused with a different order (422) instead of silently returning the first', async () => {
    const key = 'reused-with-other-body-0001';
    const body = { ...payment(), email: 'reuse@example.org', lines: [TOTE] };
    const first = await anon.post('/api/orders', body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const before = { stock: await stock(7, 'OS'), orders: await orderCount() };
    const changed = await anon.post(
      '/api/orders',
      { ...body, lines: [{ ...TOTE, quantity: 3 }] },
      { 'idempotency-key': key },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toMatch(/already used for a different checkout/);
    const moved = await anon.post(
      '/api/orders',
      { ...body, addressLine1: '9 Elsewhere Rd' },
      { 'idempotency-key': key },
    );
    expect(moved.statusCode).toBe(422);
    // The same request with its keys in another order (and another card) is still a retry.
    const reordered = Object.fromEntries(Object.entries({ ...body, cvc: '999' }).reverse());
    expect((await anon.post('/api/orders', reordered, { 'idempotency-key': key })).json()).toEqual(
      first.json(),
    );
    expect(await orderCount()).toBe(before.orders);
    expect(await stock(7, 'OS')).toBe(before.stock);
  });

  it('a declined card answers 402 and leaves stock, orders and the cart unchanged', async () => {
    await fan.put('/api/cart', { lines: [TEE] });
    const [stockBefore, ordersBefore] = [await stock(2, 'M'), await orderCount()];
    const res = await fan.post('/api/orders', payment('4000 0000 0000 0002'));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect([await stock(2, 'M'), await orderCount()]).toEqual([stockBefore, ordersBefore]);
    expect((await cart(fan)).totalItems).toBe(1);
    expect(
      (await fan.post('/api/orders', payment('4242 4242 4242 4241'))).json().fields,
    ).toHaveProperty('cardNumber');
  });

  it('refuses an order for more than is in stock before charging, naming the item', async () => {
    await ctx.app.db.execute(
      sql`update product_variants set stock = 1 where product_id = 1 and format = 'Limited'`,
    );
    await fan.put('/api/cart', { lines: [{ ...VINYL, size: 'Limited', quantity: 2 }] });
    expect((await cart(fan)).lines[0].inStock).toBe(false);
    const res = await fan.post('/api/orders', payment());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Sorry, Velvet Hours Vinyl (Limited) just sold out.');
    expect(await stock(1, 'Limited')).toBe(1);
  });

  it('keeps the order when the confirmation mail fails', async () => {
    const send = ctx.app.mailer.send;
    ctx.app.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      await fan.put('/api/cart', { lines: [TEE] });
      const res = await fan.post('/api/orders', payment());
      expect(res.statusCode, res.body).toBe(200);
      expect((await fan.get(`/api/orders/${res.json().orderId}`)).json().status).toBe('paid');
    } finally {
      ctx.app.mailer.send = send;
    }
  });

  it('never stores a card number', async () => {
    const dump = await ctx.app.db.execute(sql`select row_to_json(o)::text as j from orders o`);
    const text = (dump.rows as { j: string }[]).map((r) => r.j).join('\n');
    expect(text).toContain('"card_last4":"4242"');
    expect(text).not.toMatch(/4242424242424242|4000000000000002/);
  });

  it('lets every role use its own cart and orders, and no one read another’s', async () => {
    const theirs = (await fan.get('/api/orders')).json()[0].id;
    for (const [email, ip] of [
      ['fanplus@example.com', '10.30.1.1'],
      ['artist@example.com', '10.30.1.2'],
      ['admin@example.com', '10.30.1.3'],
    ] as const) {
      const member = await signIn(ctx.app, origin, email, 'fanclub-demo', ip);
      expect((await member.put('/api/cart', { lines: [EP] })).statusCode).toBe(200);
      expect((await member.post('/api/cart/merge', { lines: [EP] })).json().totalItems).toBe(2);
      expect((await member.get('/api/orders')).statusCode).toBe(200);
      expect((await member.get(`/api/orders/${theirs}`)).statusCode).toBe(404);
    }
  });

  it(
    'sells the last 5 units to exactly 5 of 50 members checking out at once',
    { timeout: 180_000 },
    async () => {
      const members = await signedInMembers(ctx.app, origin, 'rush', 50);
      const line = { productId: 4, colour: 'Black', size: 'L', quantity: 1 };
      await ctx.app.db.execute(
        sql`update product_variants set stock = 5 where product_id = 4 and size = 'L'`,
      );
      for (const member of members)
        expect((await member.put('/api/cart', { lines: [line] })).statusCode).toBe(200);

      const results = await Promise.all(
        members.map((member) => member.post('/api/orders', payment())),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(45);
      for (const r of results.filter((r) => r.statusCode === 409))
        expect(r.json().message).toBe('Sorry, Cover Tee - Vintage Black (L) just sold out.');
      expect(await stock(4, 'L')).toBe(0);
      const sold = await one<{ orders: number; units: number }>(sql`
      select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units
      from order_items i join orders o on o.id = i.order_id join product_variants v on v.id = i.variant_id
      where v.product_id = 4 and v.size = 'L' and o.status = 'paid'`);
      expect(sold).toEqual({ orders: 5, units: 5 });
      // The 45 who missed out keep their carts; the 5 buyers' carts are empty.
      const carts = await Promise.all(members.map((m) => cart(m)));
      expect(carts.filter((c) => c.totalItems === 0)).toHaveLength(5);
    },
  );
});
