import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import { SUPPORT_IMAGES_MAX } from '@fanclub/shared/support-texts';
import { supportAttachments } from './attachments';
import { supportAdminRoutes } from './admin-routes';
import { FIELD_MAX_BYTES } from '../../lib/image-form';
import { supportRepository } from './repository';
import { supportRoutes } from './routes';
import { supportService } from './service';

/** Priority support: members' conversations with the team and the admin inbox that answers them. */
export const supportPlugin: FastifyPluginAsync = async (app) => {
  // Images of avatar size; one more file is let through so that it is refused with a message.
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: SUPPORT_IMAGES_MAX + 1,
      fields: 10,
      fieldSize: FIELD_MAX_BYTES,
    },
  });
  const service = supportService({
    repo: supportRepository(app.db),
    files: supportAttachments(app.storage, app.appSecret, app.log),
    events: app.domainEvents,
  });
  await app.register(supportRoutes, { service });
  await app.register(supportAdminRoutes, { service });
};
