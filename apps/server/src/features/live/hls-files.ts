import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { hlsTokens } from './hls-access';
import { openFromDisk } from './served-file';
import type { ServedFile } from './served-file';
import { NO_STREAM } from './stream-service';

const HlsParams = z.object({
  id: z.string().max(64),
  token: z.string().max(200),
  file: z.string().max(100),
});
/** What our ingest writes: the playlist and its segments, nothing else (no dotfiles, no paths). */
const HLS_DIR = /^[\w-]{1,64}$/;
const HLS_FILE = /^[\w-]+\.(m3u8|ts|m4s|mp4|vtt)$/;
const HLS_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
};

/**
 * HLS written by our ingest (DATA_DIR/live/<streamId>/), only through a signed, expiring token
 * in the path: /live/<id>/<exp>-<sig>/index.m3u8. The playlist's segment URIs are relative, so
 * hls.js and Safari's native player both fetch segments under the same token; no cookie is
 * needed, so a CDN may sit in front (docs/operations.md, MEDIA_ORIGINS). Playlists change every segment, so
 * they are never cached; segments never change, so they may be until the token expires.
 */
export const hlsFileRoutes: FastifyPluginAsyncZod<{
  hlsRoot: string;
  tokens: ReturnType<typeof hlsTokens>;
  /** '/live' (the ingest's live HLS) or '/replays' (recordings, ADR 031). */
  base?: string;
  /** Files served under `base`: by default everything the ingest writes. */
  files?: RegExp;
  /** Where a file's bytes come from: by default `hlsRoot` (replays may live in a bucket). */
  open?: (id: string, file: string) => Promise<ServedFile | null>;
}> = async (app, { hlsRoot, tokens, base = '/live', files = HLS_FILE, open }) => {
  const openFile = open ?? ((id: string, file: string) => openFromDisk(join(hlsRoot, id, file)));

  app.get(
    `${base}/:id/:token/:file`,
    { config: { access: 'public' }, schema: { params: HlsParams } },
    async (req, reply) => {
      const { id, token, file } = req.params;
      if (!HLS_DIR.test(id) || !files.test(file)) throw new HttpError(404, NO_STREAM);
      if (!tokens.verify(id, token))
        throw new HttpError(403, 'This stream link has expired. Reload to keep watching.');
      const found = await openFile(id, file);
      if (!found) throw new HttpError(404, NO_STREAM);
      const playlist = file.endsWith('.m3u8');
      const expires = Number(token.split('-')[0]) - Math.floor(Date.now() / 1000);
      reply
        .header(
          'cache-control',
          playlist ? 'no-cache' : `public, max-age=${Math.max(0, Math.min(60, expires))}`,
        )
        .header('content-length', found.size)
        .type(HLS_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
      return reply.send(found.body);
    },
  );
};
