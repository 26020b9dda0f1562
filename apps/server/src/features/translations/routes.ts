import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTranslations,
  TRANSLATION_FIELDS,
  TranslationLocaleParam,
} from '@fanclub/shared/schemas/translations';
import { member } from '../../lib/access';
import { ACCESS, ITEM_ID } from './kinds';
import type { TranslationsService } from './service';

/**
 * /api/admin/translations/:kind/:id[/:locale], one literal path per kind so that each route
 * declares its own access in the route table (and the authz matrix checks it).
 */
export const translationRoutes: FastifyPluginAsyncZod<{ service: TranslationsService }> = async (
  app,
  { service },
) => {
  for (const kind of ['post', 'event', 'product'] as const) {
    const Item = z.object({ id: ITEM_ID[kind] });
    const ItemLocale = z.object({ id: ITEM_ID[kind], locale: TranslationLocaleParam });
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
