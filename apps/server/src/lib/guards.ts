import type { FastifyRequest } from 'fastify';
import type { Feature } from '@fanclub/shared/permissions';
import { can } from '@fanclub/shared/permissions';
import { HttpError } from '../plugins/errors';
import type { Viewer } from '../plugins/viewer';

/** The signed-in viewer, or 401. */
export function requireViewer(req: FastifyRequest): Viewer {
  if (!req.viewer) throw new HttpError(401, 'Please sign in to continue.');
  return req.viewer;
}

/** The viewer if the shared feature matrix lets their role use `feature`; 401 or 403 otherwise. */
export function requireFeature(req: FastifyRequest, feature: Feature): Viewer {
  const viewer = requireViewer(req);
  if (!can(viewer.role, feature))
    throw new HttpError(403, 'You do not have permission to do that.');
  return viewer;
}
