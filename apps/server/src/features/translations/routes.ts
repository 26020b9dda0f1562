import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Feature } from '@fanclub/shared/permissions';
import {
  AdminTranslations,
  TRANSLATION_FIELDS,
  TranslationLocaleParam,
} from '@fanclub/shared/schemas/translations';
import type { TranslationKind } from '@fanclub/shared/schemas/translations';
import { member } from '../../lib/access';
import type { TranslationsService } from './service';

/**
 * Who may translate a kind: whoever manages it. Artist posts are written with postContent, events
 * with manageEvents (the admin event routes), products belong to the shop (manageOrders).
 */
const ACCESS: Record<TranslationKind, Feature> = {
  post: 'postContent',
  event: 'manageEvents',
  product: 'manageOrders',
};
const ID: Record<TranslationKind, z.ZodType<string>> = {
  post: z.uuid('That is not a post id.'),
  event: z.uuid('That is not an event id.'),
  product: z.coerce
    .number('That is not a product id.')
    .int('That is not a product id.')
    .positive('That is not a product id.')
    .transform(String),
};

/**
 * /api/admin/translations/:kind/:id[/:locale], one literal path per kind so that each route
 * declares its own access in the route table (and the authz matrix checks it).
 */
export const translationRoutes: FastifyPluginAsyncZod<{ service: TranslationsService }> = async (
  app,
  { service },
) => {
  for (const kind of ['post', 'event', 'product'] as const) {
    const Item = z.object({ id: ID[kind] });
    const ItemLocale = z.object({ id: ID[kind], locale: TranslationLocaleParam });
    const base = `/api/admin/translations/${kind}/:id`;
    const config = { access: ACCESS[kind] };

    app.get(
      base,
      { config, schema: { params: Item, response: { 200: AdminTranslations } } },
      (req) => service.list(kind, req.params.id),
    );
    app.put(
      `${base}/:locale`,
      {
        config,
        schema: {
          params: ItemLocale,
          body: TRANSLATION_FIELDS[kind],
          response: { 200: AdminTranslations },
        },
      },
      async (req) => {
        const { id, locale } = req.params;
        await service.save(kind, id, locale, req.body, member(req).userId);
        return service.list(kind, id);
      },
    );
    app.delete(
      `${base}/:locale`,
      { config, schema: { params: ItemLocale } },
      async (req, reply) => {
        await service.remove(kind, req.params.id, req.params.locale);
        return reply.status(204).send();
      },
    );
  }
};
