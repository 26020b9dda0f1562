import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { outbox, signInEveryRole } from './helpers/session';
import type { client } from './helpers/session';
import { orderBody } from './helpers/order-body';

type Caller = ReturnType<typeof client>;

const TOTE = { productId: 7, colour: 'Black', size: 'OS', quantity: 1 };
const CHECKOUT = orderBody({ addressLine2: 'Apt 4' });
const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

describe(`order states (paid → shipped → delivered) on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let as: Record<string, Caller>;
  const ship = (c: Caller, id: string, body: object = TRACKING) =>
    c.post(`/api/admin/orders/${id}/ship`, body);
  const deliver = (c: Caller, id: string) => c.post(`/api/admin/orders/${id}/deliver`);
  /** Mails about this order whose subject says `what` ("has shipped", "was delivered"). */
  const mails = (id: string, what: string) =>
    outbox(ctx.config.dataDir).filter(
      (m) => m.raw.includes(`order ${id.slice(0, 8)} ${what}`) && m.raw.includes('Subject:'),
    );
  const auditCount = async (id: string, action: string) =>
    (
      (
        await ctx.app.db.execute(
          sql`select count(*)::int as n from audit_log where target_id = ${id} and action = ${action}`,
        )
      ).rows[0] as { n: number }
    ).n;

  async function fanOrder(): Promise<string> {
    expect((await as.fan!.put('/api/cart', { lines: [TOTE] })).statusCode).toBe(200);
    const res = await as.fan!.post('/api/orders', CHECKOUT);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    as = await signInEveryRole(ctx.app, ctx.config.publicUrl, '10.31.0');
  });
  afterAll(async () => ctx?.close());

  it('refuses a checkout without the recipient, city or state, naming the field', async () => {
    await as.fan!.put('/api/cart', { lines: [TOTE] });
    for (const field of ['recipientName', 'city', 'region'] as const) {
      const res = await as.fan!.post('/api/orders', { ...CHECKOUT, [field]: ' ' });
      expect(res.statusCode, field).toBe(400);
      expect(res.body).toMatch(/Please enter/);
    }
  });

  it('moves a paid order to shipped with its tracking, then delivered, mailing the buyer once each', async () => {
    const id = await fanOrder();
    const paid = (await as.fan!.get(`/api/orders/${id}`)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      shippingCents: 0,
      taxCents: 0,
      tracking: null,
      deliveredAt: null,
      shipping: {
        recipientName: 'Ada Fan',
        addressLine1: '1 Sunset Blvd',
        addressLine2: 'Apt 4',
        city: 'Los Angeles',
        region: 'CA',
        shippingZip: '90028',
        country: 'US',
      },
    });
    expect(paid.totalCents).toBe(paid.subtotalCents - paid.discountCents);

    // Delivered before it shipped is a jump: refused, and nothing changes.
    const early = await deliver(as.admin!, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Only a shipped order can be marked delivered/);

    const shipped = await ship(as.admin!, id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toEqual({ id, status: 'shipped' });
    const seen = (await as.fan!.get(`/api/orders/${id}`)).json();
    expect(seen.status).toBe('shipped');
    expect(seen.tracking).toMatchObject(TRACKING);
    const [shipMail, ...moreShipMails] = mails(id, 'has shipped');
    expect(moreShipMails).toHaveLength(0);
    expect(shipMail!.raw).toContain('Tracking number: 1Z999AA10123456784');
    expect(shipMail!.raw).toContain('Carrier: UPS');
    expect(shipMail!.raw).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    // Again, or with other tracking: 409, no second mail, no second audit entry.
    expect(
      (await ship(as.admin!, id, { carrier: 'DHL', trackingNumber: '12345' })).statusCode,
    ).toBe(409);
    expect(mails(id, 'has shipped')).toHaveLength(1);
    expect(await auditCount(id, 'order.shipped')).toBe(1);
    expect((await as.fan!.get(`/api/orders/${id}`)).json().tracking).toMatchObject(TRACKING);

    expect((await deliver(as.admin!, id)).json()).toEqual({ id, status: 'delivered' });
    expect((await deliver(as.admin!, id)).statusCode).toBe(409);
    expect((await ship(as.admin!, id)).statusCode).toBe(409);
    expect(mails(id, 'was delivered')).toHaveLength(1);
    expect(await auditCount(id, 'order.delivered')).toBe(1);
    const done = (await as.fan!.get(`/api/orders/${id}`)).json();
    expect(done.status).toBe('delivered');
    expect(done.deliveredAt).toEqual(expect.any(String));
    expect(done.tracking).toMatchObject(TRACKING);
  });

  it('lets only an admin move an order, and refuses tracking that is not a tracking number', async () => {
    const id = await fanOrder();
    for (const [who, status] of [
      ['anonymous', 401],
      ['fan', 403],
      ['vip', 403],
      ['artist', 403],
    ] as const) {
      expect((await ship(as[who]!, id)).statusCode, who).toBe(status);
      expect((await deliver(as[who]!, id)).statusCode, who).toBe(status);
    }
    for (const body of [
      {},
      { carrier: 'UPS', trackingNumber: '' },
      { carrier: '', trackingNumber: '1Z999AA10123456784' },
      { carrier: 'UPS', trackingNumber: '<script>' },
    ]) {
      const res = await ship(as.admin!, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await ship(as.admin!, 'not-an-id')).statusCode).toBe(400);
    expect((await ship(as.admin!, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await as.fan!.get(`/api/orders/${id}`)).json().status).toBe('paid');
    expect(mails(id, 'has shipped')).toHaveLength(0);
  });

  it('shows a fan only their own orders', async () => {
    const id = await fanOrder();
    expect((await as.vip!.get(`/api/orders/${id}`)).statusCode).toBe(404);
    expect((await as.anonymous!.get(`/api/orders/${id}`)).statusCode).toBe(404);
    const vipOrders = (await as.vip!.get('/api/orders')).json() as { id: string }[];
    expect(vipOrders.map((o) => o.id)).not.toContain(id);
    const fanOrders = (await as.fan!.get('/api/orders')).json() as { id: string }[];
    expect(fanOrders.map((o) => o.id)).toContain(id);
  });

  it('never ships a ticket order: the admin list says so and the server refuses with a reason', async () => {
    const [order] = (
      await ctx.app.db.execute(
        sql`insert into orders (user_id, email, status, subtotal_cents, total_cents, paid_at)
            select id, 'fan@example.com', 'paid', 5000, 5000, now() from users where email = 'fan@example.com'
            returning id`,
      )
    ).rows as { id: string }[];
    const id = order!.id;
    await ctx.app.db.execute(
      sql`insert into order_items (order_id, kind, name, unit_price_cents, quantity)
          values (${id}, 'ticket', 'Summer Show ticket', 5000, 1)`,
    );
    const res = await ship(as.admin!, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Ticket orders are never shipped/);
    expect((await deliver(as.admin!, id)).statusCode).toBe(409);
    const listed = (
      (await as.admin!.get('/api/admin/orders?status=paid')).json() as {
        id: string;
        shippable: boolean;
      }[]
    ).find((o) => o.id === id);
    expect(listed?.shippable).toBe(false);
    expect(mails(id, 'has shipped')).toHaveLength(0);
  });

  it('ships an order once when two admins press at the same time', async () => {
    const id = await fanOrder();
    const answers = await Promise.all([ship(as.admin!, id), ship(as.admin!, id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(mails(id, 'has shipped')).toHaveLength(1);
    expect(await auditCount(id, 'order.shipped')).toBe(1);
  });
});
