import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationPreferences } from '@fanclub/shared/schemas/community';
import { member } from '../../lib/access';
import { HttpError } from '../../plugins/errors';
import { preferencesProblem } from './channels';
import type { PreferencesRepository } from './preferences-repository';

/**
 * A member's notification settings per kind and channel (the screen behind Profile's
 * Notifications switch, which stays the master switch). No row means the defaults.
 */
export const preferencesRoutes: FastifyPluginAsyncZod<{ prefs: PreferencesRepository }> = async (
  app,
  { prefs },
) => {
  app.get(
    '/api/notification-preferences',
    { config: { access: 'signedIn' }, schema: { response: { 200: NotificationPreferences } } },
    async (req) => prefs.get(member(req).userId),
  );

  app.put(
    '/api/notification-preferences',
    {
      config: { access: 'signedIn' },
      schema: { body: NotificationPreferences, response: { 200: NotificationPreferences } },
    },
    async (req) => {
      const problem = preferencesProblem(req.body);
      if (problem) throw new HttpError(400, problem);
      await prefs.put(member(req).userId, req.body);
      return prefs.get(member(req).userId);
    },
  );
};
