// The retention offer (issue 33): a member who taps Cancel Subscription is offered a set discount
// once; accepting puts it on their next renewals (the provider's applyRetentionOffer: our
// renewals.ts, or a coupon on the Stripe subscription), declining lets them cancel.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerLabel } from '@fanclub/shared/offers';
import { RetentionAnswer, RetentionOffer, RetentionSetting } from '@fanclub/shared/schemas/offers';
import { member } from '../../lib/access';
import { HttpError } from '../../plugins/errors';
import type { PaymentProvider } from './provider';
import type { BillingRepository } from './repository';
import { retentionRepository } from './retention-repository';

export const RETENTION_ALREADY = 'You have already answered this offer.';

export const retentionRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  repo: BillingRepository;
}> = async (app, { provider, repo }) => {
  const retention = retentionRepository(app.db);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/offers/retention',
    { config: { access: 'manageOffers' }, schema: { response: { 200: RetentionSetting } } },
    async () => retention.setting(),
  );

  app.put(
    '/api/admin/offers/retention',
    {
      config: { access: 'manageOffers' },
      schema: { body: RetentionSetting, response: { 200: RetentionSetting } },
    },
    async (req) => {
      await retention.saveSetting(req.body.percentOff, req.body.months);
      return retention.setting();
    },
  );

  /** The offer for this member now: on, a live plan not already ending, never answered. */
  async function offerFor(userId: string) {
    const setting = await retention.setting();
    if (setting.percentOff === null || setting.months === null) return null;
    // A plan of another provider (a demo plan left from before Stripe was set up) cannot take it.
    if (provider.kind === 'none') return null;
    const live = await repo.liveSubscription(userId);
    if (!live || live.cancelAtPeriodEnd || live.provider !== provider.kind) return null;
    if (await retention.answered(userId)) return null;
    return { percentOff: setting.percentOff, months: setting.months, live };
  }

  app.get(
    '/api/billing/retention-offer',
    { config: { access: 'signedIn' }, schema: { response: { 200: RetentionOffer } } },
    async (req) => {
      const offer = await offerFor(member(req).userId);
      if (!offer) return { offer: null };
      const { percentOff, months } = offer;
      return {
        offer: {
          percentOff,
          months,
          label: offerLabel({ percentOff, amountOffCents: null, months }),
        },
      };
    },
  );

  app.post(
    '/api/billing/retention-offer',
    {
      config: { access: 'signedIn' },
      schema: { body: RetentionAnswer, response: { 200: RetentionOffer } },
    },
    async (req) => {
      const { userId } = member(req);
      if (await retention.answered(userId)) throw new HttpError(409, RETENTION_ALREADY);
      const offer = await offerFor(userId);
      if (!offer) throw new HttpError(409, 'There is no offer for you right now.');
      // The primary key makes a second answer (two taps, two tabs) lose, never apply twice.
      if (!(await retention.answer(userId, req.body.accept, offer.percentOff, offer.months)))
        throw new HttpError(409, RETENTION_ALREADY);
      if (req.body.accept) {
        const { percentOff, months } = offer;
        try {
          await provider.applyRetentionOffer(offer.live, { percentOff, months });
        } catch (error) {
          // Not applied (Stripe unreachable): the answer is taken back so the member may accept again.
          await retention.forget(userId);
          throw error;
        }
      }
      return { offer: null };
    },
  );
};
