import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OfferKind } from '@fanclub/shared/offers';
import { offerCodes } from '../../src/db/schema/offers';

/** A fresh 10%-off code, made straight in the database: its id and its text. */
export async function newOfferCode(app: FastifyInstance, kind: OfferKind = 'merch') {
  const code = `MATRIX${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await app.db
    .insert(offerCodes)
    .values({ code, kind, percentOff: 10, months: kind === 'subscription' ? 1 : null })
    .returning({ id: offerCodes.id });
  return { id: row!.id, code };
}
