import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { canWatchStream } from '@fanclub/shared/access';
import { can } from '@fanclub/shared/permissions';
import type { StartStreamBody } from '@fanclub/shared/schemas/live';
import { isUuid } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/unique-violation';
import { HttpError } from '../../plugins/errors';
import type { DomainEvents } from '../../plugins/domain-events';
import type { Viewer } from '../../plugins/viewer';
import type { hlsTokens } from './hls-access';
import type { LiveHub } from './hub';
import type { Ingest } from './ingest/ingest';
import { ingestPlaylistPath } from './ingest/playlist';
import { newStreamKey } from './ingest/stream-key';
import type { ReplayService } from './replays/replay-service';
import type { LiveRepository } from './repository';
import type { ScheduleRepository } from './schedule-repository';
import { ownStream, publicStream } from './stream-view';

export const NO_STREAM = 'This stream is not available.';
const ALREADY_LIVE = 'You already have a live stream running. Stop it before starting another.';
/** A stream started with a playlist under DATA_DIR/live/<dir>/ on this site is signed like ours. */
const SITE_HLS = /^\/live\/([\w-]{1,64})\/([\w-]+\.m3u8)$/;

interface StreamDeps {
  repo: LiveRepository;
  scheduled: ScheduleRepository;
  hub: LiveHub;
  ingest: Ingest;
  replays: ReplayService;
  tokens: ReturnType<typeof hlsTokens>;
  domainEvents: DomainEvents;
  log: FastifyBaseLogger;
}

/** Going live and ending it, and who is told which stream URL. Every rule of the live feature. */
export function streamService({
  repo,
  scheduled,
  hub,
  ingest,
  replays,
  tokens,
  domainEvents,
  log,
}: StreamDeps) {
  return {
    /** The playback URL for a member allowed to watch: signed and expiring for our own HLS. */
    async playback(viewer: Viewer, streamId: string) {
      const row = isUuid(streamId) ? await repo.byId(streamId) : undefined;
      if (!row || !row.isActive || !row.streamUrl) throw new HttpError(404, NO_STREAM);
      if (!canWatchStream(viewer, row)) {
        throw new HttpError(
          403,
          row.audienceTier === 'vip'
            ? 'This livestream is for VIP members.'
            : 'Livestreams are for Fan+ and VIP members.',
        );
      }
      // A stream played from an outside URL cannot be signed: only who may watch is told the URL.
      const site = SITE_HLS.exec(row.streamUrl);
      if (!site?.[1] || !site[2]) return { streamId: row.id, url: row.streamUrl, expiresAt: null };
      return { streamId: row.id, ...tokens.playlistUrl(site[1], site[2]) };
    },

    /** Admins oversee every live stream; an artist sees at most their own active one. */
    async mine(viewer: Viewer) {
      const rows =
        viewer.role === 'admin' ? await repo.allActive() : await repo.activeFor(viewer.userId);
      return Promise.all(
        rows.map(async (r) => ownStream(r, await hub.count(r.id), ingest.serverUrl())),
      );
    },

    async start(viewer: Viewer, body: z.infer<typeof StartStreamBody>) {
      if ((await repo.activeFor(viewer.userId)).length > 0) throw new HttpError(409, ALREADY_LIVE);
      const id = randomUUID();
      const given = body.streamUrl?.trim();
      try {
        await repo.start({
          id,
          userId: viewer.userId,
          title: body.title,
          description: body.description || null,
          // No URL given: the stream is fed through our ingest with the generated key.
          streamUrl: given ? given : ingestPlaylistPath(id),
          streamType: given ? body.streamType : 'hls',
          audienceTier: body.audienceTier,
          streamKey: newStreamKey(),
        });
      } catch (error) {
        // Two starts raced past the check above: the database keeps one active stream per user.
        if (isUniqueViolation(error, 'live_streams_one_active_per_user'))
          throw new HttpError(409, ALREADY_LIVE);
        throw error;
      }
      const row = await repo.byId(id);
      if (!row) throw new HttpError(500, 'Failed to start live stream');
      // A live scheduled near now turns into this one (leaves Upcoming, links here); the go-live
      // fan-out then reminds whoever asked, once (notifications/fanout-repository.ts).
      const scheduledLiveId = await scheduled.claimDue(id);
      log.info({ streamId: id, scheduledLiveId }, 'live stream started');
      await hub.publish({ type: 'stream', stream: publicStream(row, 0) });
      // Go-live notifications (and later e-mail) react to this; the start never waits for them.
      void domainEvents.emit('live.started', {
        streamId: id,
        userId: viewer.userId,
        title: row.title,
      });
      return ownStream(row, 0, ingest.serverUrl());
    },

    /**
     * Whose camera may feed a stream (camera-socket.ts): its owner, while it is active and played
     * from our ingest. Refusals say why, so the artist's page can too.
     */
    async cameraStream(viewer: Viewer | null, streamId: string): Promise<string> {
      if (!viewer) throw new HttpError(401, 'Sign in to go live.');
      if (!can(viewer.role, 'goLive')) throw new HttpError(403, 'Only artists can go live.');
      const row = isUuid(streamId) ? await repo.byId(streamId) : undefined;
      if (!row?.isActive) throw new HttpError(404, 'This live stream has ended.');
      if (row.userId !== viewer.userId)
        throw new HttpError(403, 'Only the artist who started this stream can send it video.');
      if (row.streamUrl !== ingestPlaylistPath(row.id))
        throw new HttpError(409, 'This stream plays from its own URL, not from a camera.');
      return row.id;
    },

    /** Ends the broadcast for real: the encoder is dropped, its live video removed, its recording a replay. */
    async stop(viewer: Viewer, streamId: string) {
      const row = isUuid(streamId) ? await repo.byId(streamId) : undefined;
      if (!row) throw new HttpError(404, 'Stream not found');
      if (row.userId !== viewer.userId && viewer.role !== 'admin')
        throw new HttpError(403, 'Only the stream owner or an admin can stop this stream.');
      await repo.stop(row.id, viewer.userId);
      const recorded = await ingest.end(row.id);
      log.info({ streamId: row.id }, 'live stream stopped');
      // The stop stands even if the replay cannot be made (it is logged).
      const ended = await repo.byId(row.id);
      if (ended)
        await replays
          .create(ended, recorded)
          .catch((err: unknown) => log.error({ err, streamId: row.id }, 'replay not recorded'));
      const next = await repo.active();
      await hub.publish({
        type: 'stream',
        stream: next ? publicStream(next, await hub.count(next.id)) : null,
        stoppedId: row.id,
      });
    },
  };
}
export type StreamService = ReturnType<typeof streamService>;
