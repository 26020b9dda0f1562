import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIRM_DELETE,
  DELETE_CONFIRMATION,
  DEMO_ACCOUNT_UNDELETABLE,
  DeleteAccountBody,
  WRONG_PASSWORD,
} from '@fanclub/shared/schemas/members';
import { member } from '../../lib/access';
import { verifyPassword } from '../../lib/auth/password';
import type { PlanEnder } from '../../lib/plan-ender';
import { HttpError } from '../../plugins/errors';
import { ownDataRepository } from './own-data-repository';

export const STAFF_UNDELETABLE =
  'A team account cannot be deleted here: ask an admin to make it a fan account first.';

export const PLAN_NOT_ENDED =
  'We could not cancel your plan with the payment provider just now, so nothing was deleted. Please try again in a few minutes.';

/** A member's own data (issue 33): download it as JSON, or delete the account. */
export const ownDataRoutes: FastifyPluginAsyncZod<{ planEnder?: PlanEnder }> = async (
  app,
  { planEnder },
) => {
  const repo = ownDataRepository(app.db);

  app.get('/api/me/export', { config: { access: 'signedIn' } }, async (req, reply) => {
    const data = await repo.export(member(req).userId);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="my-fanclub-data-${day}.json"`)
      .send(data);
  });

  app.post(
    '/api/me/delete',
    { config: { access: 'signedIn' }, schema: { body: DeleteAccountBody } },
    async (req, reply) => {
      const { userId } = member(req);
      const account = await repo.account(userId);
      if (!account) throw new HttpError(401, 'Please sign in to continue.');
      // The demo accounts are shared by every visitor: deleting one would break the demo for all.
      if (account.isDemo) throw new HttpError(409, DEMO_ACCOUNT_UNDELETABLE);
      if (account.role !== 'fan') throw new HttpError(409, STAFF_UNDELETABLE);
      // Re-authentication: the password when the account has one, else the typed word.
      if (account.password) {
        const ok = await verifyPassword({
          hash: account.password,
          password: req.body.password ?? '',
        });
        if (!ok) throw new HttpError(403, WRONG_PASSWORD, { password: WRONG_PASSWORD });
      } else if (req.body.confirm !== DELETE_CONFIRMATION)
        throw new HttpError(400, CONFIRM_DELETE, { confirm: CONFIRM_DELETE });
      // Stop the plan first: if the provider cannot be reached, nothing is deleted.
      try {
        await planEnder?.endPlan({ userId, email: account.email });
      } catch (error) {
        req.log.error({ err: error, userId }, 'could not end the plan of a deleting member');
        throw new HttpError(503, PLAN_NOT_ENDED);
      }
      await repo.anonymise(userId);
      req.log.info({ userId }, 'member deleted their account');
      return reply.code(204).send();
    },
  );
};
