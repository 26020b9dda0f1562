import { join, normalize } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isTrackLocked } from '@fanclub/shared/access';
import { HttpError } from '../../plugins/errors';
import { member } from '../../lib/access';
import { sendFileWithRanges } from '../../lib/send-file';
import type { UrlSigner } from '../../lib/signed-url';
import type { MusicRepository } from './repository';

const PLAYBACK_TTL_SECONDS = 10 * 60;
export const PREVIEW_SECONDS = 30;

const Playback = z.object({
  trackId: z.string(),
  kind: z.enum(['full', 'preview']),
  url: z.string(),
  expiresAt: z.iso.datetime(),
  /** Length of what the URL plays: the preview rendition is 30 s. */
  previewSeconds: z.number().int().nullable(),
});
const TrackParams = z.object({ id: z.string().min(1).max(64) });
const AudioParams = z.object({ id: z.string().min(1).max(64), kind: z.enum(['full', 'preview']) });
const AudioQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().min(10).max(128) });

/**
 * Playback and likes. The full rendition of a premium track is only ever addressed by a
 * short-lived signed URL handed to listeners whose tier allows it; everyone else gets the
 * separate 30-second preview file. Built by plugin.ts.
 */
export const musicRoutes: FastifyPluginAsyncZod<{
  repo: MusicRepository;
  signer: UrlSigner;
  mediaRoot: string;
}> = async (app, { repo, signer, mediaRoot }) => {
  app.get(
    '/api/tracks/:id/playback',
    { config: { access: 'public' }, schema: { params: TrackParams, response: { 200: Playback } } },
    async (req, reply) => {
      const track = await repo.track(req.params.id);
      if (!track) throw new HttpError(404, 'Track not found');
      const kind = isTrackLocked(req.viewer, track) ? 'preview' : 'full';
      const { exp, sig } = signer.sign(`${track.id}/${kind}`, PLAYBACK_TTL_SECONDS);
      reply.header('cache-control', 'private, no-store');
      return {
        trackId: track.id,
        kind,
        url: `/api/media/audio/${track.id}/${kind}?exp=${exp}&sig=${sig}`,
        expiresAt: new Date(exp * 1000).toISOString(),
        previewSeconds: kind === 'preview' ? PREVIEW_SECONDS : null,
      } as const;
    },
  );

  app.get(
    '/api/media/audio/:id/:kind',
    { config: { access: 'public' }, schema: { params: AudioParams, querystring: AudioQuery } },
    async (req, reply) => {
      const { id, kind } = req.params;
      if (!signer.verify(`${id}/${kind}`, req.query.exp, req.query.sig))
        throw new HttpError(403, 'This link has expired. Press play again.');
      const track = await repo.track(id);
      const key = kind === 'full' ? track?.audioKey : track?.previewKey;
      if (!key) throw new HttpError(404, 'That file is not available.');
      const path = normalize(join(mediaRoot, key));
      if (!path.startsWith(normalize(mediaRoot)))
        throw new HttpError(404, 'That file is not available.');
      reply.header('cache-control', 'private, max-age=600');
      return sendFileWithRanges(req, reply, path, 'audio/mpeg');
    },
  );

  app.get(
    '/api/me/likes',
    {
      config: { access: 'signedIn' },
      schema: { response: { 200: z.object({ trackIds: z.array(z.string()) }) } },
    },
    async (req) => ({
      trackIds: await repo.likedTrackIds(member(req).userId),
    }),
  );

  app.put(
    '/api/tracks/:id/like',
    {
      config: { access: 'signedIn' },
      schema: { params: TrackParams, response: { 200: z.object({ liked: z.boolean() }) } },
    },
    async (req) => {
      const viewer = member(req);
      if (!(await repo.track(req.params.id))) throw new HttpError(404, 'Track not found');
      await repo.like(viewer.userId, req.params.id);
      return { liked: true };
    },
  );

  app.delete(
    '/api/tracks/:id/like',
    {
      config: { access: 'signedIn' },
      schema: { params: TrackParams, response: { 200: z.object({ liked: z.boolean() }) } },
    },
    async (req) => {
      const viewer = member(req);
      await repo.unlike(viewer.userId, req.params.id);
      return { liked: false };
    },
  );
};
