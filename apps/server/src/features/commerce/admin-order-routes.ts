import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { formatPrice } from '@fanclub/shared/format';
import { AdminOrder, AdminOrdersQuery } from '@fanclub/shared/schemas/commerce';
import { orderItems, orders } from '../../db/schema/commerce';
import { HttpError } from '../../plugins/errors';
import { audited } from '../../lib/audit';
import { requireFeature } from '../../lib/guards';

/** Orders (admin only): list and filter by status, mark shipped (mails the buyer). */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      requireFeature(req, 'manageOrders');
      const rows = await app.db
        .select()
        .from(orders)
        .where(req.query.status ? eq(orders.status, req.query.status) : undefined)
        .orderBy(desc(orders.createdAt))
        .limit(200);
      const items = rows.length
        ? await app.db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((o) => o.id),
              ),
            )
        : [];
      reply.header('cache-control', 'private, no-store');
      return rows.map((o) => ({
        id: o.id,
        email: o.email,
        status: o.status,
        totalCents: o.totalCents,
        createdAt: o.createdAt.toISOString(),
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({
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
      const admin = requireFeature(req, 'manageOrders');
      const [order] = await audited(
        app.db,
        (tx) =>
          tx
            .update(orders)
            .set({ status: 'shipped' })
            .where(and(eq(orders.id, req.params.id), eq(orders.status, 'paid')))
            .returning(),
        ([shipped]) =>
          shipped
            ? {
                actorId: admin.userId,
                action: 'order.shipped',
                targetType: 'order',
                targetId: shipped.id,
                details: { from: 'paid', to: 'shipped', totalCents: shipped.totalCents },
              }
            : null,
      );
      if (!order)
        throw new HttpError(
          409,
          'Only a paid order that has not shipped yet can be marked shipped.',
        );
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
