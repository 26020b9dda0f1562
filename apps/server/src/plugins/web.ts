import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached forever, other files for a day, and index.html
 * (never cached) for every client route. Unknown /api paths get the JSON 404 instead.
 */
export const webPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = join(distDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${join(distDir, 'assets')}`)) res.setHeader('cache-control', IMMUTABLE);
          else if (filePath.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
          else if (filePath.endsWith('sw.js') || filePath.endsWith('.webmanifest')) res.setHeader('cache-control', 'no-cache');
          else res.setHeader('cache-control', 'public, max-age=86400');
        },
      });
    } else {
      app.log.warn({ distDir }, 'No web build found; only the API is served. Run `npm run build`.');
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        hasBuild &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        path !== '/api' &&
        !/\.[a-z0-9]+$/i.test(path);
      if (wantsPage) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${path} not found`,
      });
    });
  },
  { name: 'web' },
);
