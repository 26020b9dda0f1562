import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerPublic } from '../lib/access';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The API described from the routes' own zod schemas: the OpenAPI document at /api/openapi.json
 * and a Swagger UI page at /api/docs, whose assets come from the installed package (nothing is
 * fetched from elsewhere, so the app's CSP holds unchanged). Must be registered before the
 * routes it describes: @fastify/swagger collects them as they are added.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Fanclub API',
          version: '1.0.0',
          description:
            'Generated from the route schemas. Session cookie auth (Better Auth, /api/auth/*).',
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get(OPENAPI_URL, { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
    // The page reads the same document from /api/docs/json; no validator badge (validatorUrl
    // defaults to null), so the reader's browser calls nothing outside this server.
    await registerPublic(app, swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'api-docs' },
);
