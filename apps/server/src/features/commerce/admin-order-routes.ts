import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatPrice } from '@fanclub/shared/format';
import { AdminOrder, AdminOrdersQuery } from '@fanclub/shared/schemas/commerce';
import { HttpError } from '../../plugins/errors';
import { member } from '../../lib/access';
import { adminOrderRepository } from './admin-order-repository';

/** Orders (admin only): list and filter by status, mark shipped (mails the buyer). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = adminOrderRepository(app.db);
  app.get(
    '/api/admin/orders',
    {
      config: { access: 'manageOrders' },
      schema: {
        querystring: AdminOrdersQuery,
        response: { 200: z.array(AdminOrder) },
      },
    },
    async (req, reply) => {
      const rows = await repo.list(req.query.status);
      reply.header('cache-control', 'private, no-store');
      return rows.map(({ order: o, items }) => ({
        id: o.id,
        email: o.email,
        status: o.status,
        totalCents: o.totalCents,
        createdAt: o.createdAt.toISOString(),
        items: items.map((i) => ({
          name: i.name,
          size: i.size,
          quantity: i.quantity,
          unitPriceCents: i.unitPriceCents,
        })),
      }));
    },
  );

  app.post(
    '/api/admin/orders/:id/ship',
    {
      config: { access: 'manageOrders' },
      schema: {
        params: z.object({ id: z.uuid('That is not an order id.') }),
        response: { 200: z.object({ id: z.string(), status: z.literal('shipped') }) },
      },
    },
    async (req) => {
      const order = await repo.markShipped(member(req).userId, req.params.id);
      if (!order)
        throw new HttpError(
          409,
          'Only a paid order that has not shipped yet can be marked shipped.',
        );
      // A member's order lands in their inbox too; a guest's has only the mail.
      if (order.userId)
        void app.domainEvents.emit('order.shipped', { orderId: order.id, userId: order.userId });
      await app.mailer
        .send({
          to: order.email,
          subject: 'Your fan club order is on its way',
          text: `Good news: your order ${order.id.slice(0, 8)} (${formatPrice(order.totalCents)}) has shipped.\n\nThank you for supporting the music!`,
        })
        .catch((err: unknown) => req.log.warn({ err }, 'shipping mail failed'));
      return { id: order.id, status: 'shipped' as const };
    },
  );
};
