import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrder, AdminOrdersQuery } from '@fanclub/shared/schemas/commerce';
import { OrderStateChanged, ShipOrderBody } from '@fanclub/shared/schemas/order-delivery';
import { member } from '../../lib/access';
import type { AdminOrderRepository } from './admin-order-repository';
import type { AdminOrderService } from './admin-order-service';
import { isTicketOrder } from './admin-order-service';
import { orderState } from './order-view';

const OrderParams = z.object({ id: z.uuid('That is not an order id.') });

/** Orders (admin only): list and filter by status, mark shipped (with tracking) and delivered; each step mails the buyer. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{
  repo: AdminOrderRepository;
  service: AdminOrderService;
}> = async (app, { repo, service }) => {
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
        shippable: !isTicketOrder(items),
        createdAt: o.createdAt.toISOString(),
        ...orderState(o),
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
      schema: { params: OrderParams, body: ShipOrderBody, response: { 200: OrderStateChanged } },
    },
    async (req) => service.ship(member(req).userId, req.params.id, req.body),
  );

  app.post(
    '/api/admin/orders/:id/deliver',
    {
      config: { access: 'manageOrders' },
      schema: { params: OrderParams, response: { 200: OrderStateChanged } },
    },
    async (req) => service.deliver(member(req).userId, req.params.id),
  );
};
