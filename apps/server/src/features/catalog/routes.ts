import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIPS_ROW_SIZE, LIKED_TRACKS_LIMIT, TRACKS_LIST_LIMIT } from '@fanclub/shared/limits';
import { ProductIdParams } from '@fanclub/shared/schemas/common';
import {
  Album,
  AlbumDetail,
  Artist,
  ClubEvent,
  ContentPost,
  ExclusiveClip,
  Product,
  Track,
  Video,
} from '@fanclub/shared/schemas/catalog';
import { member } from '../../lib/access';
import { HttpError } from '../../plugins/errors';
import { sendFileWithRanges } from '../../lib/send-file';
import { serverRoot } from '../../lib/package-root';
import { videoFiles } from './video-files';
import { catalogRepository } from './repository';
import { cachedCatalog } from './cached-repository';
import { catalogService } from './service';
import { oembedTitles } from '../../lib/oembed';
import { sendJson } from '../../lib/json-cards';
import { requestLocale } from '../../lib/i18n/request-locale';
import { translationLookup } from '../../lib/content-translations';

const VideoFileParams = z.object({
  folder: z.string().min(1).max(64),
  file: z.string().min(1).max(128),
});
const SignedQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(10).max(128) });
const Key = z.object({ id: z.string().trim().min(1).max(100) });
const limitQuery = (fallback: number, max = 50) =>
  z.object({
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(max, `limit can be at most ${max}`)
      .default(fallback),
  });

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new HttpError(404, `${what} not found`);
  return value;
}

/** Public catalogue reads. Anyone may call them; locked media and bodies are withheld per viewer. */
export const catalogRoutes: FastifyPluginAsyncZod<{
  oembedEndpoint: string;
  mediaRoot?: string;
}> = async (app, { oembedEndpoint, mediaRoot }) => {
  const files = videoFiles(app.appSecret, mediaRoot ?? join(serverRoot, 'media'));
  const catalog = catalogService(
    cachedCatalog(catalogRepository(app.db), app.readCache),
    oembedTitles({ endpoint: oembedEndpoint }),
    files,
    translationLookup(app.db, app.readCache),
  );
  const sameForEveryone = { sameForEveryone: true, access: 'public' } as const;
  // Artist posts, events and products are answered in the reader's language (issue 34).
  const translated = { access: 'public', variesByLanguage: true } as const;
  const sameForEveryoneTranslated = { ...sameForEveryone, variesByLanguage: true } as const;

  app.get(
    '/api/artist',
    { config: sameForEveryone, schema: { response: { 200: Artist } } },
    async () => found(await catalog.artist(), 'Artist'),
  );

  app.get(
    '/api/posts',
    {
      config: translated,
      schema: { querystring: limitQuery(20), response: { 200: z.array(ContentPost) } },
    },
    async (req, reply) =>
      sendJson(reply, await catalog.postsJson(req.viewer, req.query.limit, requestLocale(req))),
  );

  app.get(
    '/api/albums',
    { config: sameForEveryone, schema: { response: { 200: z.array(Album) } } },
    () => catalog.albums(),
  );
  app.get(
    '/api/albums/:id',
    { config: { access: 'public' }, schema: { params: Key, response: { 200: AlbumDetail } } },
    async (req) => found(await catalog.album(req.params.id, req.viewer), 'Album'),
  );

  app.get(
    '/api/tracks',
    {
      config: { access: 'public' },
      schema: { querystring: limitQuery(TRACKS_LIST_LIMIT), response: { 200: z.array(Track) } },
    },
    (req) => catalog.newestTracks(req.query.limit, req.viewer),
  );
  // Profile's Liked Songs: the tracks themselves in one answer (the list read each track on its
  // own before, a request per liked song on /music), the newest like first.
  app.get(
    '/api/me/liked-tracks',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(Track) } } },
    (req) => catalog.likedTracks(member(req), LIKED_TRACKS_LIMIT),
  );
  app.get(
    '/api/tracks/:id',
    { config: { access: 'public' }, schema: { params: Key, response: { 200: Track } } },
    async (req) => found(await catalog.track(req.params.id, req.viewer), 'Track'),
  );

  // Locked videos (videos.required_tier) carry no playable URL, so the list differs per viewer.
  app.get(
    '/api/videos',
    {
      config: { access: 'public' },
      schema: { querystring: limitQuery(10), response: { 200: z.array(Video) } },
    },
    (req) => catalog.videos(req.viewer, req.query.limit),
  );
  app.get(
    '/api/clips',
    {
      config: { access: 'public' },
      schema: {
        querystring: limitQuery(CLIPS_ROW_SIZE),
        response: { 200: z.array(ExclusiveClip) },
      },
    },
    (req) => catalog.clips(req.viewer, req.query.limit),
  );

  // A paid video file: only by the signed URL the lists above hand to viewers of its tier.
  app.get(
    '/api/media/video/:folder/:file',
    { config: { access: 'public' }, schema: { params: VideoFileParams, querystring: SignedQuery } },
    async (req, reply) => {
      const path = files.pathFor(
        `${req.params.folder}/${req.params.file}`,
        req.query.exp,
        req.query.sig,
      );
      if (!path) throw new HttpError(403, 'This link has expired. Press play again.');
      reply.header('cache-control', 'private, max-age=600');
      return sendFileWithRanges(
        req,
        reply,
        path,
        req.params.file.endsWith('.webm') ? 'video/webm' : 'video/mp4',
      );
    },
  );

  app.get(
    '/api/events',
    {
      // Not the same for everyone: Fan+ and VIP see new events before their public time.
      config: translated,
      schema: {
        querystring: z.object({ when: z.enum(['upcoming', 'past', 'all']).default('all') }),
        response: { 200: z.array(ClubEvent) },
      },
    },
    async (req, reply) =>
      sendJson(reply, await catalog.eventsJson(req.query.when, req.viewer, requestLocale(req))),
  );
  app.get(
    '/api/events/:id',
    { config: translated, schema: { params: Key, response: { 200: ClubEvent } } },
    async (req) =>
      found(await catalog.event(req.params.id, req.viewer, requestLocale(req)), 'Event'),
  );

  app.get(
    '/api/products',
    { config: sameForEveryoneTranslated, schema: { response: { 200: z.array(Product) } } },
    (req) => catalog.products(requestLocale(req)),
  );
  app.get(
    '/api/products/:id',
    {
      config: sameForEveryoneTranslated,
      schema: { params: ProductIdParams, response: { 200: Product } },
    },
    async (req) => found(await catalog.product(req.params.id, requestLocale(req)), 'Product'),
  );
};
