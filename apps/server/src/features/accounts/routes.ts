import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import {
  DEFAULT_PREFERENCES,
  MemberStats,
  MeResponse,
  PublicProfile,
  UpdateMeBody,
} from '@fanclub/shared/schemas/profile';
import { HttpError } from '../../plugins/errors';
import { requireViewer } from '../../lib/guards';
import { accountsRepository } from './repository';
import { toAvatarWebp, TOO_LARGE } from './avatar';

const MISSING_FILE = "Please select a file and make sure you're logged in";

/** The signed-in member's own account: read, edit name and switches, avatar, stats. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = accountsRepository(app.db);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  const me = async (userId: string): Promise<MeResponse> => {
    const row = await repo.me(userId);
    if (!row) throw new HttpError(401, 'Please sign in to continue.');
    const { user, profile } = row;
    return {
      user: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        username: user.username,
        phone: user.phone,
        createdAt: user.createdAt.toISOString(),
      },
      profile: {
        id: profile.id,
        userId: profile.userId,
        displayName: profile.displayName,
        avatarUrl: profile.avatarUrl,
        role: profile.role,
        subscriptionTier: profile.subscriptionTier,
      },
      preferences: { ...DEFAULT_PREFERENCES, ...profile.preferences },
    };
  };

  app.get('/api/me', { schema: { response: { 200: MeResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return me(requireViewer(req).userId);
  });

  app.patch(
    '/api/me',
    { schema: { body: UpdateMeBody, response: { 200: MeResponse } } },
    async (req) => {
      const viewer = requireViewer(req);
      if (req.body.displayName !== undefined)
        await repo.updateProfile(viewer.userId, { displayName: req.body.displayName });
      if (req.body.preferences)
        await repo.mergePreferences(viewer.userId, req.body.preferences as Record<string, boolean>);
      return me(viewer.userId);
    },
  );

  app.get('/api/me/stats', { schema: { response: { 200: MemberStats } } }, async (req) =>
    repo.stats(requireViewer(req).userId, new Date()),
  );

  app.post('/api/me/avatar', { schema: { response: { 200: MeResponse } } }, async (req) => {
    if (!req.viewer) throw new HttpError(401, MISSING_FILE);
    if (!req.isMultipart()) throw new HttpError(400, MISSING_FILE);
    let data: Buffer;
    try {
      const file = await req.file();
      if (!file) throw new HttpError(400, MISSING_FILE);
      data = await file.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(413, TOO_LARGE);
      // A broken multipart body (no boundary, cut short) means no usable file arrived.
      throw new HttpError(400, MISSING_FILE);
    }
    const webp = await toAvatarWebp(data);
    let url: string;
    try {
      url = await app.storage.put(
        `profile-images/${req.viewer.userId}/profile.webp`,
        webp,
        'image/webp',
      );
    } catch (error) {
      req.log.error({ err: error }, 'avatar upload failed');
      throw new HttpError(503, 'Failed to upload image. Please try again.');
    }
    await repo.updateProfile(req.viewer.userId, { avatarUrl: url });
    return me(req.viewer.userId);
  });

  app.get(
    '/api/profiles/:userId',
    {
      schema: {
        params: z.object({ userId: z.string().min(1).max(100) }),
        response: { 200: PublicProfile },
      },
    },
    async (req) => {
      const profile = await repo.publicProfile(req.params.userId);
      if (!profile) throw new HttpError(404, 'Profile not found');
      return profile;
    },
  );
};
