import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DropRule } from '@fanclub/shared/drops';
import { dropNotifyTierMessage, isDrop } from '@fanclub/shared/drops';
import { meetsTier } from '@fanclub/shared/roles';
import { ProductIdParams } from '@fanclub/shared/schemas/common';
import { AdminDrop, CreateDropBody, DropNotify } from '@fanclub/shared/schemas/drops';
import { member } from '../../lib/access';
import { HttpError } from '../../plugins/errors';
import type { DropRepository } from './drop-repository';

const RescheduleDropBody = CreateDropBody.pick({
  requiredTier: true,
  dropsAt: true,
  perMemberLimit: true,
}).partial();

const notFound = () => new HttpError(404, 'Drop not found');
const inFuture = (iso: string) => {
  if (Date.parse(iso) <= Date.now())
    throw new HttpError(400, 'dropsAt: Please choose a drop time in the future.', {
      dropsAt: 'Please choose a drop time in the future.',
    });
};

/**
 * Merch drops (issue 30): "Notify me" for members, and the admin's drops (the shop's back office,
 * manageOrders). Scheduling a drop tells notifications, which tells its members at the drop.
 */
export const dropRoutes: FastifyPluginAsyncZod<{ repo: DropRepository }> = async (
  app,
  { repo },
) => {
  const dropOrThrow = async (id: number): Promise<DropRule> => {
    const drop = await repo.drop(id);
    if (!drop || !isDrop(drop)) throw notFound();
    return drop;
  };
  const announce = (productId: number, dropsAt: Date | null) => {
    if (dropsAt)
      void app.domainEvents.emit('product.drop.scheduled', {
        productId,
        dropsAt: dropsAt.toISOString(),
      });
  };

  app.get(
    '/api/products/:id/notify',
    {
      config: { access: 'signedIn' },
      schema: { params: ProductIdParams, response: { 200: DropNotify } },
    },
    async (req) => {
      await dropOrThrow(req.params.id);
      return { notify: await repo.watching(req.params.id, member(req).userId) };
    },
  );

  // Members of the drop's tier hear of it anyway; one below it is told what it takes instead.
  app.post(
    '/api/products/:id/notify',
    {
      config: { access: 'signedIn' },
      schema: { params: ProductIdParams, response: { 200: DropNotify } },
    },
    async (req) => {
      const viewer = member(req);
      const drop = await dropOrThrow(req.params.id);
      if (drop.requiredTier && !meetsTier(viewer, drop.requiredTier))
        throw new HttpError(403, dropNotifyTierMessage(drop.requiredTier));
      if (!drop.dropsAt || drop.dropsAt <= new Date())
        throw new HttpError(409, 'This drop is already on sale.');
      await repo.watch(req.params.id, viewer.userId);
      return { notify: true };
    },
  );

  app.get(
    '/api/admin/drops',
    { config: { access: 'manageOrders' }, schema: { response: { 200: z.array(AdminDrop) } } },
    async () =>
      (await repo.drops()).map((d) => ({ ...d, dropsAt: d.dropsAt?.toISOString() ?? null })),
  );

  app.post(
    '/api/admin/drops',
    {
      config: { access: 'manageOrders' },
      schema: { body: CreateDropBody, response: { 201: z.object({ id: z.number() }) } },
    },
    async (req, reply) => {
      inFuture(req.body.dropsAt);
      const id = await repo.createDrop(member(req).userId, req.body);
      announce(id, new Date(req.body.dropsAt));
      // A configured translation provider fills the other languages (issue 34).
      void app.domainEvents.emit('content.saved', { kind: 'product', itemId: String(id) });
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/drops/:id',
    {
      config: { access: 'manageOrders' },
      schema: {
        params: ProductIdParams,
        body: RescheduleDropBody,
        response: { 200: z.object({ id: z.number() }) },
      },
    },
    async (req) => {
      const { dropsAt, ...rest } = req.body;
      // An empty change would reach the database as an UPDATE with nothing to set (a 500).
      if (Object.keys(req.body).length === 0) throw new HttpError(400, 'Nothing to change.');
      if (dropsAt) inFuture(dropsAt);
      const changed = await repo.rescheduleDrop(member(req).userId, req.params.id, {
        ...rest,
        ...(dropsAt ? { dropsAt: new Date(dropsAt) } : {}),
      });
      if (!changed) throw notFound();
      announce(changed.id, changed.dropsAt);
      return { id: changed.id };
    },
  );
};
