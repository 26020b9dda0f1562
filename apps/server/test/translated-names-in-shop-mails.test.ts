// A buyer's order and ticket mails name the product and the event in the buyer's language where
// the team translated them (issue 34, ADRs 042 and 043), and by their original names otherwise;
// English mails stay word for word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@fanclub/shared/format';
import { events } from '../src/db/schema/events';
import { contentTranslations } from '../src/db/schema/translations';
import { readOutbox } from './helpers/mail-reader';
import { orderBody, ticketBody } from './helpers/order-body';
import { client, signIn } from './helpers/session';
import type { StripeTestApp } from './helpers/stripe-test-app';
import { stripeTestApp } from './helpers/stripe-test-app';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;

/** Product 7 of the demo shop is 'Tote - Black'. */
const TOTE = { productId: 7, colour: 'Black', size: 'OS', quantity: 1 };
const ref = (orderId: string) => orderId.slice(0, 8);

describe(`translated product and event names in the buyer's mails on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let anon: Caller;
  let fan: Caller;
  let admin: Caller;
  let showId: string;
  const mailsTo = (email: string) => readOutbox(ctx.config.dataDir).filter((m) => m.to === email);
  const guestOrder = async (email: string, language: string) => {
    const res = await anon.post(
      '/api/orders',
      { ...orderBody({ email }), lines: [TOTE] },
      { 'accept-language': language },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    anon = client(ctx.app, origin);
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.83.0.1');
    admin = await signIn(ctx.app, origin, 'admin@example.com', 'fanclub-demo', '10.83.0.2');
    const [show] = await ctx.app.db
      .insert(events)
      .values({
        title: 'Tokyo Night',
        eventDate: new Date(Date.now() + 30 * 86_400_000),
        venue: 'The Echo',
        location: 'Los Angeles, CA',
        capacity: 100,
        ticketPriceCents: 4000,
      })
      .returning();
    showId = show!.id;
    // The team's translations, written where the team writes them.
    for (const [url, fields] of [
      ['/api/admin/translations/product/7/ja', { name: 'トートバッグ（黒）', description: '' }],
      ['/api/admin/translations/product/7/es', { name: 'Bolsa tote negra', description: '' }],
      [`/api/admin/translations/event/${showId}/es`, { title: 'Noche de Tokio', description: '' }],
    ] as const) {
      const saved = await admin.put(url, fields);
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
  });
  afterAll(async () => ctx?.close());

  it("names the product in a Japanese guest's confirmation in Japanese", async () => {
    const id = await guestOrder('names-ja@example.org', 'ja-JP,ja;q=0.9');
    const [confirmation] = mailsTo('names-ja@example.org');
    expect(confirmation?.subject).toBe(`ファンクラブのご注文 ${ref(id)}`);
    expect(confirmation?.body).toContain(
      `トートバッグ（黒）（ブラック, OS）× 1 - ${formatPrice(2500, 'USD', 'ja')}`,
    );
    expect(confirmation?.body).not.toContain('Tote - Black');
  });

  it("names the product and the event in a Spanish member's mails in Spanish", async () => {
    expect((await fan.patch('/api/me', { locale: 'es' })).statusCode).toBe(200);
    try {
      expect((await fan.put('/api/cart', { lines: [TOTE] })).statusCode).toBe(200);
      const order = await fan.post('/api/orders', orderBody({ email: 'names-es@example.org' }));
      expect(order.statusCode, order.body).toBe(200);
      expect(mailsTo('names-es@example.org').at(-1)?.body).toContain(
        `1 x Bolsa tote negra (Negro, OS) - ${formatPrice(2500, 'USD', 'es')}`,
      );

      const tickets = await fan.post(
        `/api/events/${showId}/tickets`,
        ticketBody(1, { email: 'names-es@example.org' }),
      );
      expect(tickets.statusCode, tickets.body).toBe(200);
      const mail = mailsTo('names-es@example.org').at(-1);
      expect(mail?.subject).toBe('Tus entradas para Noche de Tokio');
      expect(mail?.body).toContain('¡Vas a Noche de Tokio!');
    } finally {
      await fan.patch('/api/me', { locale: null });
    }
  });

  it('keeps the original names where there is no translation into the language', async () => {
    await guestOrder('names-ko@example.org', 'ko');
    expect(mailsTo('names-ko@example.org')[0]?.body).toContain('Tote - Black');
    // Japanese has the product but not the event: a member with a Japanese browser buys tickets.
    const bought = await fan.post(
      `/api/events/${showId}/tickets`,
      ticketBody(1, { email: 'names-ja-ticket@example.org' }),
      { 'accept-language': 'ja' },
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const mail = mailsTo('names-ja-ticket@example.org').at(-1);
    expect(mail?.body).toContain('Tokyo Night');
    expect(mail?.body).not.toContain('Noche de Tokio');
  });

  it('mails English buyers the original names, word for word as before', async () => {
    const id = await guestOrder('names-en@example.org', 'en-US');
    expect(mailsTo('names-en@example.org')[0]?.body).toContain(
      `Thank you for your order ${ref(id)}!\n\n1 x Tote - Black (Black, OS) - $25.00\n\n`,
    );
    const tickets = await fan.post(
      `/api/events/${showId}/tickets`,
      ticketBody(1, { email: 'names-en@example.org' }),
    );
    expect(tickets.statusCode, tickets.body).toBe(200);
    const mail = mailsTo('names-en@example.org').at(-1);
    expect(mail?.subject).toBe('Your tickets for Tokyo Night');
    expect(mail?.body).toContain("You're going to Tokyo Night!");
  });
});

describe(`a translated product name in a confirmation mailed from Stripe's webhook (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let stripe: StripeTestApp;

  beforeAll(async () => {
    stripe = await stripeTestApp();
  });
  afterAll(async () => stripe?.close());

  it("names the product in Korean in a Korean guest's confirmation sent when the page is paid", async () => {
    const { ctx } = stripe;
    await ctx.app.db.insert(contentTranslations).values({
      kind: 'product',
      itemId: '7',
      locale: 'ko',
      fields: { name: '토트백 블랙', description: '' },
      source: 'team',
    });
    const id = await stripe.paidGuestOrder('names-ko-page@example.org', 'ko-KR,ko;q=0.9', [TOTE]);
    const [mail] = readOutbox(ctx.config.dataDir).filter(
      (m) => m.to === 'names-ko-page@example.org',
    );
    expect(mail?.subject).toBe(`팬클럽 주문 ${ref(id)}`);
    expect(mail?.body).toContain('토트백 블랙');
    expect(mail?.body).not.toContain('Tote - Black');
  });
});
