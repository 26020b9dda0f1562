import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { serverRoot } from '../../lib/package-root';
import { urlSigner } from '../../lib/signed-url';
import { musicRepository } from './repository';
import { musicRoutes } from './routes';

/** Music: the track repository and the signer of playback URLs, built once; then the routes. */
export const musicPlugin: FastifyPluginAsync<{ mediaRoot?: string }> = async (app, options) => {
  await app.register(musicRoutes, {
    repo: musicRepository(app.db),
    signer: urlSigner(app.appSecret, 'audio'),
    mediaRoot: options.mediaRoot ?? join(serverRoot, 'media'),
  });
};
