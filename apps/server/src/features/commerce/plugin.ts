import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { PaymentEventRelay } from '../../lib/payment-events';
import type { OfferCodes } from '../../lib/offer-codes';
import { offerCodesSlot } from '../../lib/offer-codes';
import type { SavedCards } from '../../lib/saved-cards';
import type { MailMessage } from '../../plugins/mail';
import { createStripeClient } from '../../lib/stripe-client';
import { orderMailLocale } from '../../lib/i18n/member-locale-repository';
import { adminOrderRepository } from './admin-order-repository';
import { adminOrderRoutes } from './admin-order-routes';
import { adminOrderService } from './admin-order-service';
import { commerceJobs } from './jobs';
import { idempotentCheckout } from './idempotency';
import { orderConfirmation, ticketConfirmation } from './mail';
import { mailNames } from './mail-names';
import { demoCardCheckout, hostedPageCheckout, paymentsOffCheckout } from './checkout-strategies';
import { commerceRepository } from './repository';
import { withSavedCard } from './saved-card-checkout';
import { savedCardsSlot } from '../../lib/saved-cards';
import { commerceRoutes } from './routes';
import { orderService } from './service';
import type { PaidOrder } from './settlement';
import { settlementService } from './settlement';
import { settlementRepository } from './settlement-repository';
import { stripeHostedCheckout } from './stripe-checkout';
import { ticketRepository } from './ticket-repository';
import { presaleRepository } from './presale-repository';
import { presaleRoutes } from './presale-routes';
import { presaleService } from './presale-service';
import { ticketService } from './ticket-service';
import { ticketCodes } from '../../lib/ticket-code';
import { ticketHolderRepository } from './ticket-holder-repository';
import { ticketHolderRoutes } from './ticket-holder-routes';
import { ticketHolderService } from './ticket-holder-service';

/** The shop: builds its repositories, its payment mode and its services once, mounts its routes (and the admins' order list) and starts its jobs. */
export const commercePlugin: FastifyPluginAsync<{
  config: Config;
  paymentEvents?: PaymentEventRelay;
  savedCards?: SavedCards;
  offerCodes?: OfferCodes;
}> = async (app, { config, paymentEvents, savedCards, offerCodes }) => {
  const publicUrl = config.publicUrl;
  const mail = async (message: MailMessage) => {
    // The order is paid and stored by now; a mail outage must not turn that into an error.
    await app.mailer
      .send(message)
      .catch((err: unknown) =>
        app.log.warn({ err, subject: message.subject }, 'confirmation mail failed'),
      );
  };
  const ticketRepo = ticketRepository(app.db);
  const names = mailNames(app.db, app.log);
  /** Tickets paid, on either path (card form at once, or the provider's page later): the inbox's item. */
  const ticketsReady = (orderId: string, userId: string | null, eventTitle: string) => {
    if (userId) void app.domainEvents.emit('tickets.ready', { orderId, userId, eventTitle });
  };

  /** A hosted payment completed: the same confirmation mails the card form sends at once. */
  async function mailPaid({ order, items }: PaidOrder) {
    // No request of the buyer's here (a webhook, the sweeper): their saved or ordering language.
    const locale = await orderMailLocale(app.db, order);
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
            lines: await names.lines(locale, merch),
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            offer: order.offerCode
              ? { code: order.offerCode, discountCents: order.offerDiscountCents }
              : null,
            totalCents: order.totalCents,
          },
          card,
          locale,
        ),
      );
    for (const item of items.filter((i) => i.kind === 'ticket' && i.eventId)) {
      const event = await ticketRepo.event(item.eventId!);
      if (event) {
        await mail(
          ticketConfirmation(
            order.email,
            order.id,
            {
              ...(await names.event(locale, event)),
              quantity: item.quantity,
              totalCents: item.unitPriceCents * item.quantity,
            },
            locale,
          ),
        );
        ticketsReady(order.id, order.userId, event.title);
      }
    }
  }

  // Stripe's hosted pages when configured: card numbers never reach this server.
  const pages = config.stripe ? stripeHostedCheckout(createStripeClient(config.stripe)) : null;
  const offers = offerCodes ?? offerCodesSlot();
  const settlement = settlementService({
    repo: settlementRepository(app.db),
    checkout: pages,
    secret: app.appSecret,
    publicUrl,
    onPaid: mailPaid,
    releaseOffer: (redemptionId) => offers.release(redemptionId),
    confirmOffer: (redemptionId) => offers.confirm(redemptionId),
  });
  // The one payment mode, chosen here and nowhere else: Stripe's page, our demo card form in demo
  // mode only, or payments off (paid sales fail closed with 503).
  // A member may pay with their subscription's saved card in any mode that takes money.
  const payments = withSavedCard(
    pages
      ? hostedPageCheckout(settlement)
      : config.demoMode
        ? demoCardCheckout(settlement)
        : paymentsOffCheckout(settlement),
    savedCards ?? savedCardsSlot(),
    settlement,
  );
  const orderRepo = commerceRepository(app.db);
  const once = idempotentCheckout(orderRepo, settlement);
  const orders = orderService({
    repo: orderRepo,
    payments,
    offers,
    settlement,
    once,
    mail,
    names,
  });
  const presale = presaleService(presaleRepository(app.db));
  const tickets = ticketService({
    repo: ticketRepo,
    presale,
    payments,
    once,
    mail,
    names,
    secret: app.appSecret,
    ticketsReady,
  });

  await app.register(commerceRoutes, {
    payments,
    orders,
    tickets,
    savedCards: savedCards ?? savedCardsSlot(),
  });
  const holders = ticketHolderService({
    repo: ticketHolderRepository(app.db),
    codes: ticketCodes(app.appSecret, () => new Date()),
    transferred: (e) => void app.domainEvents.emit('ticket.transferred', e),
  });
  await app.register(ticketHolderRoutes, { holders });
  await app.register(presaleRoutes, { presale });
  const adminOrders = adminOrderRepository(app.db);
  await app.register(adminOrderRoutes, {
    repo: adminOrders,
    service: adminOrderService({
      repo: adminOrders,
      mail,
      orderUrl: (id) => `${publicUrl}${settlement.confirmationPath(id)}`,
      shipped: (orderId, userId) =>
        void app.domainEvents.emit('order.shipped', { orderId, userId }),
      localeOf: (order) => orderMailLocale(app.db, order),
    }),
  });
  if (pages) commerceJobs(app, { settlement, paymentEvents });
};
