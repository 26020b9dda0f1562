import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import {
  DEFAULT_PREFERENCES,
  MemberStats,
  PREFERENCE_KEYS,
  MeResponse,
  PublicProfile,
  UpdateMeBody,
} from '@fanclub/shared/schemas/profile';
import { HttpError } from '../../plugins/errors';
import {
  MembershipCard,
  VerifiedMember,
  VerifyMembershipBody,
} from '@fanclub/shared/schemas/membership';
import { member } from '../../lib/access';
import { accountsRepository } from './repository';
import { toAvatarWebp } from './avatar';
import { readUploadedFile } from '../../lib/image-upload';
import { membershipService } from './membership';

/** The signed-in member's own account: read, edit name and switches, avatar, stats. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = accountsRepository(app.db);
  const membership = membershipService(repo, app.appSecret);
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
      // Only the live switches: rows saved before the retired ones were dropped still hold them.
      preferences: Object.fromEntries(
        PREFERENCE_KEYS.map((key) => [key, profile.preferences[key] ?? DEFAULT_PREFERENCES[key]]),
      ) as Record<(typeof PREFERENCE_KEYS)[number], boolean>,
      locale: profile.locale ?? null,
    };
  };

  app.get(
    '/api/me',
    { config: { access: 'signedIn' }, schema: { response: { 200: MeResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return me(member(req).userId);
    },
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'signedIn' },
      schema: { body: UpdateMeBody, response: { 200: MeResponse } },
    },
    async (req) => {
      const viewer = member(req);
      if (req.body.displayName !== undefined) {
        await app.reservedNames.refuse({ displayName: req.body.displayName }, viewer);
        await repo.updateProfile(viewer.userId, { displayName: req.body.displayName });
      }
      const { username, phone } = req.body;
      // Optional details kept off the sign-up form (issue 31); a username is public in chat,
      // so it may not read like a staff name, and it is unique.
      if (username) await app.reservedNames.refuse({ username }, viewer);
      if (username !== undefined || phone !== undefined)
        await repo.updateDetails(viewer.userId, { username, phone });
      if (req.body.locale !== undefined)
        await repo.updateProfile(viewer.userId, { locale: req.body.locale });
      if (req.body.preferences)
        await repo.mergePreferences(viewer.userId, req.body.preferences as Record<string, boolean>);
      return me(viewer.userId);
    },
  );

  app.get(
    '/api/me/stats',
    { config: { access: 'signedIn' }, schema: { response: { 200: MemberStats } } },
    async (req) => repo.stats(member(req).userId, new Date()),
  );

  app.get(
    '/api/me/membership',
    { config: { access: 'signedIn' }, schema: { response: { 200: MembershipCard } } },
    async (req, reply) => {
      // The code is a credential for the door: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return membership.card(member(req).userId);
    },
  );

  // Door staff scan a card: the people who run events (artist, admin) may check who a member is.
  app.post(
    '/api/membership/verify',
    {
      config: { access: 'manageEvents' },
      schema: { body: VerifyMembershipBody, response: { 200: VerifiedMember } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return membership.verify(req.body.code);
    },
  );

  app.post(
    '/api/me/avatar',
    { config: { access: 'signedIn' }, schema: { response: { 200: MeResponse } } },
    async (req) => {
      const viewer = member(req);
      const data = await readUploadedFile(req);
      const webp = await toAvatarWebp(data);
      let url: string;
      try {
        url = await app.storage.put(
          `profile-images/${viewer.userId}/profile.webp`,
          webp,
          'image/webp',
        );
      } catch (error) {
        req.log.error({ err: error }, 'avatar upload failed');
        throw new HttpError(503, 'Failed to upload image. Please try again.');
      }
      await repo.updateProfile(viewer.userId, { avatarUrl: url });
      return me(viewer.userId);
    },
  );

  app.get(
    '/api/profiles/:userId',
    {
      config: { access: 'public' },
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
