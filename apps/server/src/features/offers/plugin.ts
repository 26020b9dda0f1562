import type { FastifyPluginAsync } from 'fastify';
import type { OfferCodes } from '../../lib/offer-codes';
import { offersRepository } from './repository';
import { offersRoutes } from './routes';
import { offersService } from './service';

/** Discount codes: provides them to the checkouts (lib/offer-codes.ts) and mounts the routes. */
export const offersPlugin: FastifyPluginAsync<{
  offerCodes: { provide(impl: OfferCodes): void };
}> = async (app, { offerCodes }) => {
  const offers = offersService(offersRepository(app.db));
  offerCodes.provide(offers.codes);
  await app.register(offersRoutes, { offers });
};
