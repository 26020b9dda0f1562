import fp from 'fastify-plugin';
import type { Role, Tier } from '@fanclub/shared/roles';
import type { Locale } from '@fanclub/shared/i18n/locales';

/**
 * Who is asking: null for anonymous visitors. Set by the auth layer once a session is read.
 * `role` is what they may run, `subscriptionTier` what they paid for (docs/access.md); the tier
 * has the profile's field name, so the shared rules (meetsTier, canWatchStream, …) take a Viewer as is.
 */
export interface Viewer {
  userId: string;
  email: string;
  role: Role;
  subscriptionTier: Tier;
  /** The member's language setting (null: the browser's), for errors, mails and pushes. */
  locale?: Locale | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export const viewerPlugin = fp(
  async (app) => {
    app.decorateRequest('viewer', null);
  },
  { name: 'viewer' },
);
