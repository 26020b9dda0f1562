import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { createPageRenderer } from './web-pages';
import { registerPublic } from '../lib/access';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the server itself owns (API, HLS, replays, uploads): a miss there is a JSON 404, never the app shell. */
const SERVER_PREFIXES = ['/api/', '/live/', '/replays/', '/storage/'];

function cacheControlFor(filePath: string): string {
  if (/[\\/]assets[\\/]/.test(filePath)) return IMMUTABLE;
  // The app shell, service worker and manifest must be revalidated so deploys take effect.
  if (/\.(html|webmanifest)$/.test(filePath) || filePath.endsWith('sw.js')) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * Serves the built SPA: hashed assets cached forever, other files for a day, the public screens
 * rendered on the server (web-pages.ts) and index.html (never cached) for every other client
 * route. Unknown /api paths get the JSON 404 instead.
 */
export const webPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const indexFile = join(distDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    if (hasBuild) {
      await registerPublic(app, fastifyStatic, {
        root: distDir,
        index: false,
        cacheControl: false,
        preCompressed: true,
        // The build is fixed once the server starts, so one route per file beats a wildcard;
        // everything else falls through to the not-found handler below.
        wildcard: false,
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControlFor(filePath));
        },
      });
    } else {
      app.log.warn({ distDir }, 'No web build found; only the API is served. Run `npm run build`.');
    }

    const pages = hasBuild ? await createPageRenderer(app, distDir) : null;

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        hasBuild &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
        path !== '/api' &&
        !/\.[a-z0-9]+$/i.test(path);
      if (wantsPage) {
        if (pages && (await pages.send(request, reply))) return reply;
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
