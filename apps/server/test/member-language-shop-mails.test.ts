// The shop's mails (order and ticket confirmations, shipped, delivered) in the buyer's language
// (issue 34, ADR 043): a member's saved language, else the Accept-Language of the checkout, kept on
// the order (migration 0043) for the mails that leave later without the buyer's request (an admin
// shipping it, Stripe's webhook). English stays word for word.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@fanclub/shared/format';
import { events } from '../src/db/schema/events';
import { readOutbox } from './helpers/mail-reader';
import { orderBody, ticketBody } from './helpers/order-body';
import { client, signIn } from './helpers/session';
import type { StripeTestApp } from './helpers/stripe-test-app';
import { stripeTestApp } from './helpers/stripe-test-app';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;

const TOTE = { productId: 7, colour: 'Black', size: 'OS', quantity: 1 };
const TRACKING = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
const ref = (orderId: string) => orderId.slice(0, 8);

describe(`order and ticket mails in the buyer's language on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let anon: Caller;
  let fan: Caller;
  let admin: Caller;
  const mailsTo = (email: string) => readOutbox(ctx.config.dataDir).filter((m) => m.to === email);
  const storedLocale = async (orderId: string) =>
    (
      (await ctx.app.db.execute(sql`select locale from orders where id = ${orderId}`)).rows[0] as {
        locale: string | null;
      }
    ).locale;
  const guestOrder = async (email: string, headers: Record<string, string> = {}) => {
    const res = await anon.post('/api/orders', { ...orderBody({ email }), lines: [TOTE] }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  };
  // The admin's own language is no part of the buyer's mail.
  const ship = async (orderId: string) => {
    const res = await admin.post(`/api/admin/orders/${orderId}/ship`, TRACKING, {
      'accept-language': 'ko',
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    anon = client(ctx.app, origin);
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.82.0.1');
    admin = await signIn(ctx.app, origin, 'admin@example.com', 'fanclub-demo', '10.82.0.2');
  });
  afterAll(async () => ctx?.close());

  it("mails a Spanish member's order confirmation, shipped and delivered mails in Spanish", async () => {
    expect((await fan.patch('/api/me', { locale: 'es' })).statusCode).toBe(200);
    expect((await fan.put('/api/cart', { lines: [TOTE] })).statusCode).toBe(200);
    // The saved language beats the browser's.
    const res = await fan.post('/api/orders', orderBody({ email: 'fan-es@example.org' }), {
      'accept-language': 'ja',
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().orderId as string;
    const price = formatPrice(2500, 'USD', 'es');

    const [confirmation] = mailsTo('fan-es@example.org');
    expect(confirmation?.subject).toBe(`Tu pedido del fan club ${ref(id)}`);
    expect(confirmation?.body).toContain(`¡Gracias por tu pedido ${ref(id)}!`);
    expect(confirmation?.body).toContain(`1 x Tote - Black (Negro, OS) - ${price}`);
    expect(confirmation?.body).toContain(`Subtotal: ${price}`);
    expect(confirmation?.body).toContain('Pagado con Visa terminada en 4242.');
    expect(confirmation?.body).toContain('Te escribiremos de nuevo cuando se envíe.');
    expect(confirmation?.body).not.toContain('Thank you');

    await ship(id);
    const deliver = await admin.post(`/api/admin/orders/${id}/deliver`);
    expect(deliver.statusCode, deliver.body).toBe(200);
    const [, shipped, delivered] = mailsTo('fan-es@example.org');
    expect(shipped?.subject).toBe(`Tu pedido del fan club ${ref(id)} fue enviado`);
    expect(shipped?.body).toContain(
      `Buenas noticias: tu pedido ${ref(id)} (${price}) fue enviado.\n\nTransportista: UPS\nNúmero de seguimiento: 1Z999AA10123456784`,
    );
    expect(shipped?.body).toContain('¡Gracias por apoyar la música!');
    expect(delivered?.subject).toBe(`Tu pedido del fan club ${ref(id)} fue entregado`);
    expect(delivered?.body).toContain(`Tu pedido ${ref(id)} (${price}) fue entregado.`);
  });

  it("mails a Spanish member's tickets in Spanish, the date in Spanish in the event's zone", async () => {
    const [show] = await ctx.app.db
      .insert(events)
      .values({
        title: 'Noche de prueba',
        eventDate: new Date(Date.now() + 30 * 86_400_000),
        venue: 'The Echo',
        location: 'Los Angeles, CA',
        capacity: 100,
        ticketPriceCents: 4000,
      })
      .returning();
    const res = await fan.post(
      `/api/events/${show!.id}/tickets`,
      ticketBody(2, { email: 'fan-es@example.org' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().orderId as string;
    const mail = mailsTo('fan-es@example.org').at(-1);
    expect(mail?.subject).toBe('Tus entradas para Noche de prueba');
    expect(mail?.body).toContain('¡Vas a Noche de prueba!');
    expect(mail?.body).toContain(
      `2 x entrada - ${formatPrice(8000, 'USD', 'es')} (pedido ${ref(id)})`,
    );
    expect(mail?.body).toContain(', The Echo, Los Angeles, CA');
    expect(mail?.body).toContain('Tu código de entrada está en tu perfil; muéstralo en la puerta.');
    expect(await storedLocale(id)).toBe('es');
    await fan.patch('/api/me', { locale: null });
  });

  it("mails a Japanese guest in their browser's language, and ships in it later from the order", async () => {
    const id = await guestOrder('guest-ja@example.org', { 'accept-language': 'ja-JP,ja;q=0.9' });
    // Nobody's setting to read later: the order keeps the language it was placed in.
    expect(await storedLocale(id)).toBe('ja');
    const price = formatPrice(2500, 'USD', 'ja');
    const [confirmation] = mailsTo('guest-ja@example.org');
    expect(confirmation?.subject).toBe(`ファンクラブのご注文 ${ref(id)}`);
    expect(confirmation?.body).toContain(`ご注文 ${ref(id)} ありがとうございます！`);
    expect(confirmation?.body).toContain(`Tote - Black（ブラック, OS）× 1 - ${price}`);
    expect(confirmation?.body).toContain('発送したら改めてメールでお知らせします。');

    await ship(id);
    const shipped = mailsTo('guest-ja@example.org').at(-1);
    expect(shipped?.subject).toBe(`ファンクラブのご注文 ${ref(id)} を発送しました`);
    expect(shipped?.body).toContain(
      `お待たせしました。ご注文 ${ref(id)}（${price}）を発送しました。`,
    );
    expect(shipped?.body).toContain('配送業者：UPS\n追跡番号：1Z999AA10123456784');
    expect(shipped?.body).toContain('音楽を応援してくださりありがとうございます！');
  });

  it('mails everyone else in English, word for word as before', async () => {
    const id = await guestOrder('guest-en@example.org', { 'accept-language': 'fr-FR, de;q=0.8' });
    expect(await storedLocale(id)).toBe('en');
    const [confirmation] = mailsTo('guest-en@example.org');
    expect(confirmation?.subject).toBe(`Your fan club order ${ref(id)}`);
    expect(confirmation?.body).toContain(
      `Thank you for your order ${ref(id)}!\n\n1 x Tote - Black (Black, OS) - $25.00\n\nSubtotal: $25.00\nTotal: $25.00\nPaid with Visa ending in 4242.\n\nWe'll e-mail you again when it ships.`,
    );
    await ship(id);
    const shipped = mailsTo('guest-en@example.org').at(-1);
    expect(shipped?.subject).toBe(`Your fan club order ${ref(id)} has shipped`);
    expect(shipped?.body).toContain(
      `Good news: your order ${ref(id)} ($25.00) has shipped.\n\nCarrier: UPS\nTracking number: 1Z999AA10123456784\nTrack it: https://www.ups.com/track?tracknum=1Z999AA10123456784\n\nYour order: `,
    );
    expect(shipped?.body).toContain('\n\nThank you for supporting the music!');
  });
});

describe(`a confirmation mailed from Stripe's webhook in the buyer's language (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let stripe: StripeTestApp;

  beforeAll(async () => {
    stripe = await stripeTestApp();
  });
  afterAll(async () => stripe?.close());

  it("mails a Korean guest's confirmation in Korean when Stripe says the page was paid", async () => {
    const { ctx } = stripe;
    // Stripe's request carries no language of the buyer's: the order's is used.
    const id = await stripe.paidGuestOrder('guest-ko@example.org', 'ko-KR,ko;q=0.9,en;q=0.5', [
      TOTE,
    ]);
    const [mail] = readOutbox(ctx.config.dataDir).filter((m) => m.to === 'guest-ko@example.org');
    expect(mail?.subject).toBe(`팬클럽 주문 ${ref(id)}`);
    expect(mail?.body).toContain(`주문해 주셔서 감사해요! (주문 ${ref(id)})`);
    expect(mail?.body).toContain('visa(끝자리 4242)로 결제했어요.');
    expect(mail?.body).toContain('발송되면 다시 이메일로 알려 드릴게요.');
  });
});
