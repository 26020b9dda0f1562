import fp from 'fastify-plugin';
import type { Role, Tier } from '@fanclub/shared/roles';

/** Who is asking: null for anonymous visitors. Set by the auth layer once a session is read. */
export interface Viewer {
  userId: string;
  email: string;
  role: Role;
  tier: Tier;
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
