// A Fan+ scheduled live for the authorization matrix's samples (issue 32): the artist's, in an hour.
import type { FastifyInstance } from 'fastify';
import { scheduledLives } from '../../src/db/schema/live';

export async function newScheduledLive(app: FastifyInstance, artistId: string): Promise<string> {
  const [row] = await app.db
    .insert(scheduledLives)
    .values({
      userId: artistId,
      title: 'Matrix scheduled live',
      startsAt: new Date(Date.now() + 3_600_000),
      audienceTier: 'fanplus',
    })
    .returning({ id: scheduledLives.id });
  return row!.id;
}
