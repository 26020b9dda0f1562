import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { PaymentEventRelay } from '../../lib/payment-events';
import type { MailMessage } from '../../plugins/mail';
import { createStripeClient } from '../../lib/stripe-client';
import { adminOrderRoutes } from './admin-order-routes';
import { commerceJobs } from './jobs';
import { idempotentCheckout } from './idempotency';
import { orderConfirmation, ticketConfirmation } from './mail';
import type { OrderPayments } from './payments';
import { demoCardPayments, noPayments } from './payments';
import { commerceRepository } from './repository';
import { commerceRoutes } from './routes';
import { commerceService } from './service';
import type { PaidOrder } from './settlement';
import { settlementService } from './settlement';
import { settlementRepository } from './settlement-repository';
import { stripeHostedCheckout } from './stripe-checkout';
import { ticketRepository } from './ticket-repository';
import { ticketService } from './ticket-service';

/** Stripe's hosted page when configured; our demo card form only in demo mode; else payments fail closed. */
export function orderPayments(config: Config): OrderPayments {
  if (config.stripe) return stripeHostedCheckout(createStripeClient(config.stripe));
  return config.demoMode ? demoCardPayments() : noPayments();
}

/** The shop: builds its repositories and services once, mounts its routes (and the admins' order list) and starts its jobs. */
export const commercePlugin: FastifyPluginAsync<{
  config: Config;
  payments?: OrderPayments;
  paymentEvents?: PaymentEventRelay;
}> = async (app, { config, payments = orderPayments(config), paymentEvents }) => {
  const publicUrl = config.publicUrl;
  const mail = async (message: MailMessage) => {
    // The order is paid and stored by now; a mail outage must not turn that into an error.
    await app.mailer
      .send(message)
      .catch((err: unknown) =>
        app.log.warn({ err, subject: message.subject }, 'confirmation mail failed'),
      );
  };
  const tickets = ticketRepository(app.db);

  /** A hosted payment completed: the same confirmation mails the card form sends at once. */
  async function mailPaid({ order, items }: PaidOrder) {
    const card =
      order.cardBrand && order.cardLast4
        ? { brand: order.cardBrand, last4: order.cardLast4 }
        : null;
    const merch = items.filter((i) => i.kind === 'merch');
    if (merch.length > 0)
      await mail(
        orderConfirmation(
          order.email,
          order.id,
          {
            lines: merch,
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            totalCents: order.totalCents,
          },
          card,
        ),
      );
    for (const item of items.filter((i) => i.kind === 'ticket' && i.eventId)) {
      const event = await tickets.event(item.eventId!);
      if (event)
        await mail(
          ticketConfirmation(order.email, order.id, {
            ...event,
            quantity: item.quantity,
            totalCents: item.unitPriceCents * item.quantity,
          }),
        );
    }
  }

  const settlement = settlementService({
    repo: settlementRepository(app.db),
    checkout: payments.kind === 'hosted' ? payments : null,
    secret: app.appSecret,
    publicUrl,
    onPaid: mailPaid,
  });
  const orders = commerceRepository(app.db);
  const once = idempotentCheckout(orders, settlement);
  const shop = commerceService({ repo: orders, payments, settlement, once, mail });
  const box = ticketService({
    repo: tickets,
    payments,
    settlement,
    once,
    mail,
    secret: app.appSecret,
  });

  await app.register(commerceRoutes, { payments, shop, box });
  await app.register(adminOrderRoutes);
  commerceJobs(app, { payments, settlement, paymentEvents });
};
