import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { orderBody } from './helpers/order-body';
import { signedInMembers } from './helpers/members';
import { signInEveryRole } from './helpers/session';

// VIP merch drops (issue 30): before its time nobody may put a drop in a cart or buy it; from
// then only members whose tier reaches the drop's, each up to the per-member limit, and never
// more than the stock. Both doors are checked: the cart and the order.
type Role = 'anonymous' | 'fan' | 'fanplus' | 'vip' | 'artist' | 'admin';
const SOON = () => new Date(Date.now() + 3_600_000).toISOString();

describe(`merch drops on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Awaited<ReturnType<typeof signInEveryRole>>;
  const db = () => ctx.app.db;
  let serial = 0;

  async function makeDrop(o: { tier?: string | null; limit?: number | null; stock?: number } = {}) {
    serial += 1;
    const res = await as.admin!.post('/api/admin/drops', {
      name: `Signed Poster ${serial}`,
      description: 'Numbered, signed by hand.',
      priceCents: 3000,
      colour: 'Black',
      requiredTier: o.tier === undefined ? 'vip' : o.tier,
      dropsAt: SOON(),
      perMemberLimit: o.limit === undefined ? 2 : o.limit,
      stock: o.stock ?? 50,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  /** The drop time comes (written behind the app's back, so its read cache is emptied by hand). */
  async function dropNow(id: number) {
    await db().execute(
      sql`update products set drops_at = now() - interval '1 second' where id = ${id}`,
    );
    ctx.app.readCache.clear();
  }
  const line = (productId: number, quantity = 1) => ({
    productId,
    colour: 'Black',
    size: 'OS',
    quantity,
  });
  const putCart = (role: Role, lines: object[]) => as[role]!.put('/api/cart', { lines });
  const checkout = (role: Role) =>
    as[role]!.post('/api/orders', orderBody({ email: `${role}@example.com` }));
  const guestOrder = (productId: number) =>
    as.anonymous!.post('/api/orders', orderBody({ lines: [line(productId)] }));

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.63.0');
  });
  afterAll(async () => ctx?.close());

  it('shows the drop to everyone with its rules, the same answer for all', async () => {
    const id = await makeDrop();
    const seen = await Promise.all(
      (['anonymous', 'fan', 'vip'] as const).map(async (r) =>
        (await as[r]!.get(`/api/products/${id}`)).json(),
      ),
    );
    expect(seen[0]).toMatchObject({ requiredTier: 'vip', perMemberLimit: 2, type: 'accessory' });
    expect(Date.parse(seen[0].dropsAt)).toBeGreaterThan(Date.now());
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    const list = (await as.fan!.get('/api/products')).json() as { id: number }[];
    expect(list[0]!.id).toBe(id);
  });

  it('before the drop nobody may add it or buy it, VIP included', async () => {
    const id = await makeDrop();
    for (const role of ['vip', 'admin', 'fanplus', 'fan'] as const) {
      const res = await putCart(role, [line(id)]);
      expect(res.statusCode, role).toBe(409);
      expect(res.json().message).toMatch(/^This drop goes on sale /);
    }
    const inSpanish = await as.vip!.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: { lines: [line(id)] },
      headers: { 'accept-language': 'es' },
    });
    expect(inSpanish.json().message).toMatch(
      /^Este lanzamiento sale a la venta el \w{3}, \d{1,2} \w{3,4},? \d{1,2}:\d{2} UTC\.$/,
    );
    expect((await guestOrder(id)).statusCode).toBe(409);
    // A cart written around the rules (straight into the table) is still refused at checkout.
    const vip = (await as.vip!.get('/api/me')).json().user.id as string;
    await db().execute(
      sql`insert into carts (user_id, lines) values (${vip}, ${JSON.stringify([line(id)])}::jsonb)
          on conflict (user_id) do update set lines = excluded.lines`,
    );
    const res = await checkout('vip');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This drop goes on sale /);
    await putCart('vip', []);
  });

  it('at the drop VIP members (and staff on the VIP tier) buy it; Fan+, free fans and guests cannot', async () => {
    const id = await makeDrop({ limit: null });
    await dropNow(id);
    for (const role of ['fanplus', 'fan'] as const) {
      const res = await putCart(role, [line(id)]);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Only VIP members can buy this drop.');
    }
    const guest = await guestOrder(id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Sign in to buy this drop.');
    for (const role of ['vip', 'artist', 'admin'] as const) {
      expect((await putCart(role, [line(id)])).statusCode, role).toBe(200);
      const paid = await checkout(role);
      expect(paid.statusCode, `${role} ${paid.body}`).toBe(200);
    }
  });

  it('keeps each member to the per-member limit across orders, at the cart and at checkout', async () => {
    const id = await makeDrop({ limit: 2 });
    await dropNow(id);
    const over = await putCart('vip', [line(id, 3)]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can buy up to 2 of this drop. You can add 2 more.');
    expect((await putCart('vip', [line(id, 2)])).statusCode).toBe(200);
    expect((await checkout('vip')).statusCode).toBe(200);
    const again = await putCart('vip', [line(id, 1)]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have bought the most of this drop one member may buy (2).',
    );
  });

  it('refuses at checkout a cart filled before a downgrade, and lets the member empty it', async () => {
    const id = await makeDrop({ limit: null });
    await dropNow(id);
    const [buyer] = await signedInMembers(ctx.app, ctx.config.publicUrl, 'dropdown', 1, 'vip');
    expect((await buyer!.put('/api/cart', { lines: [line(id, 2)] })).statusCode).toBe(200);
    await db().execute(
      sql`update profiles set subscription_tier = 'fanplus'
          where user_id = (select id from users where email = 'dropdown-0@example.org')`,
    );
    ctx.app.readCache.clear();
    const refused = await buyer!.post(
      '/api/orders',
      orderBody({ email: 'dropdown-0@example.org' }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only VIP members can buy this drop.');
    // Lowering or removing the line is not adding: the cart stays the member's to fix.
    expect((await buyer!.put('/api/cart', { lines: [line(id, 1)] })).statusCode).toBe(200);
    expect((await buyer!.put('/api/cart', { lines: [line(id, 2)] })).statusCode).toBe(403);
    expect((await buyer!.put('/api/cart', { lines: [] })).statusCode).toBe(200);
  });

  it('a guest cart merged at sign-in leaves out the drop the member may not add', async () => {
    const id = await makeDrop({ limit: null });
    await dropNow(id);
    const merged = await as.fanplus!.post('/api/cart/merge', {
      lines: [line(id), { productId: 2, colour: 'Black', size: 'M', quantity: 1 }],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().lines.map((l: { productId: number }) => l.productId)).not.toContain(id);
    await putCart('fanplus', []);
  });

  it('sells exactly the stock to VIP buyers racing at once, nobody over the limit', async () => {
    const id = await makeDrop({ limit: 1, stock: 5 });
    await dropNow(id);
    const buyers = await signedInMembers(ctx.app, ctx.config.publicUrl, 'droprace', 12, 'vip');
    for (const b of buyers)
      expect((await b.put('/api/cart', { lines: [line(id)] })).statusCode).toBe(200);
    const answers = await Promise.all(
      buyers.map((b, i) =>
        b.post('/api/orders', orderBody({ email: `droprace-${i}@example.org` })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
    const { rows } = await db().execute<{ stock: number; sold: number }>(sql`
      select (select stock from product_variants where product_id = ${id}) as stock,
        (select coalesce(sum(quantity), 0)::int from order_items i join orders o on o.id = i.order_id
          where i.product_id = ${id} and o.status = 'paid') as sold`);
    expect(rows[0]).toEqual({ stock: 0, sold: 5 });
  });
});
