// An ended Fan+ stream with its replay, for the authorization matrix's samples (issue 32).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { liveReplays, liveStreams } from '../../src/db/schema/live';

export async function newReplay(app: FastifyInstance, artistId: string): Promise<string> {
  const [row] = await app.db
    .insert(liveStreams)
    .values({
      userId: artistId,
      title: 'Matrix replay',
      streamUrl: '/live/x/index.m3u8',
      streamKey: randomBytes(24).toString('base64url'),
      isActive: false,
      endedAt: new Date(),
    })
    .returning({ id: liveStreams.id });
  await app.db.insert(liveReplays).values({
    streamId: row!.id,
    title: 'Matrix replay',
    startedAt: new Date(Date.now() - 60_000),
    endedAt: new Date(),
    durationMs: 60_000,
  });
  return row!.id;
}
