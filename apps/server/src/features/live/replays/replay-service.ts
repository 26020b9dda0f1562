import type { FastifyBaseLogger } from 'fastify';
import { canWatchStream } from '@fanclub/shared/access';
import { can } from '@fanclub/shared/permissions';
import type {
  ReplayAdminSettings,
  ReplaySummary,
  ReplayTimeline,
  UpdateReplayBody,
} from '@fanclub/shared/schemas/replays';
import { isUuid } from '../../../lib/ids';
import { HttpError } from '../../../plugins/errors';
import type { Viewer } from '../../../plugins/viewer';
import type { hlsTokens } from '../hls-access';
import type { StreamRow } from '../repository';
import { RECORDING_PLAYLIST } from './recorder';
import type { ReplayRecorder } from './recorder';
import type { ReplayRepository, ReplayRow } from './replay-repository';
import { segmentOffsets, trimSegments, videoTimeOf, wallWindow } from './vod-playlist';
import type { VodSegment } from './vod-playlist';

export const NO_REPLAY = 'This replay is not available.';
/** The playlist players get: the recording, or the part of it the trim keeps. */
export const REPLAY_PLAYLIST = 'index.m3u8';
const TIMELINE_CHAT_LIMIT = 2_000;
const DAY_MS = 86_400_000;

const canManage = (viewer: Viewer | null) => Boolean(viewer && can(viewer.role, 'goLive'));

function summary(row: ReplayRow, viewer: Viewer | null): ReplaySummary {
  const recordedSec = row.durationMs / 1000;
  const end = Math.min(row.trimEndSec ?? recordedSec, recordedSec);
  return {
    id: row.streamId,
    title: row.title,
    audienceTier: row.audienceTier === 'vip' ? 'vip' : 'fanplus',
    startedAt: row.startedAt.toISOString(),
    durationSec: Math.max(0, Math.round(end - row.trimStartSec)),
    peakViewers: row.peakViewers,
    locked: !canWatchStream(viewer, row),
    hidden: row.hidden,
    trimStartSec: row.trimStartSec,
    trimEndSec: row.trimEndSec,
    recordedSec: Math.round(recordedSec),
  };
}

/** Replays: made when a stream ends, listed, played by tier, edited by the artist and admins. */
export function replayService({
  repo,
  recorder,
  tokens,
  log,
}: {
  repo: ReplayRepository;
  recorder: ReplayRecorder;
  tokens: ReturnType<typeof hlsTokens>;
  log: FastifyBaseLogger;
}) {
  const { files } = recorder;
  const writeServed = async (id: string, segments: VodSegment[]) => {
    await recorder.writePlaylistFile(id, REPLAY_PLAYLIST, segments, true);
    await files.flush(id);
  };
  /** A replay gone for good: its row and its files. */
  const forget = async (id: string) => {
    const segments = await recorder.segments(id);
    await repo.remove(id);
    await files.remove(id, [...segments.map((s) => s.uri), RECORDING_PLAYLIST, REPLAY_PLAYLIST]);
  };

  /** A replay the viewer may see listed (hidden ones: managers only), else 404. */
  const visible = async (viewer: Viewer | null, id: string) => {
    const row = isUuid(id) ? await repo.byId(id) : undefined;
    if (!row || (row.hidden && !canManage(viewer))) throw new HttpError(404, NO_REPLAY);
    return row;
  };
  const watchable = async (viewer: Viewer | null, id: string) => {
    const row = await visible(viewer, id);
    if (!canWatchStream(viewer, row))
      throw new HttpError(
        403,
        row.audienceTier === 'vip'
          ? 'This replay is for VIP members.'
          : 'Replays are for Fan+ and VIP members.',
      );
    return row;
  };
  const kept = async (row: ReplayRow) =>
    trimSegments(await recorder.segments(row.streamId), row.trimStartSec, row.trimEndSec);

  return {
    /** The stream ended with a recording: it becomes a replay with the stream's title and tier. */
    async create(stream: StreamRow, segments: VodSegment[]) {
      if (segments.length === 0) return;
      await writeServed(stream.id, segments);
      const sizeBytes = await files.sizeOf(
        stream.id,
        segments.map((s) => s.uri),
      );
      const first = segments[0]?.startedAt;
      await repo.create({
        streamId: stream.id,
        title: stream.title,
        audienceTier: stream.audienceTier,
        startedAt: new Date(
          Number.isFinite(first) ? (first as number) : stream.startedAt.getTime(),
        ),
        endedAt: stream.endedAt ?? new Date(),
        durationMs: Math.round(segments.reduce((total, s) => total + s.duration, 0) * 1000),
        peakViewers: stream.peakViewers,
        sizeBytes,
      });
      log.info({ streamId: stream.id, segments: segments.length }, 'replay recorded');
    },

    async list(viewer: Viewer | null) {
      const rows = await repo.list(canManage(viewer));
      return { replays: rows.map((r) => summary(r, viewer)), canManage: canManage(viewer) };
    },

    /** A signed playlist URL, only for those whose tier reaches the replay's. */
    async playback(viewer: Viewer | null, id: string) {
      const row = await watchable(viewer, id);
      return { replay: summary(row, viewer), ...tokens.playlistUrl(row.streamId, REPLAY_PLAYLIST) };
    },

    /** Chat and hearts between `from` and `to` seconds of the replay as played (after the trim). */
    async timeline(viewer: Viewer | null, id: string, from: number, to: number) {
      const row = await watchable(viewer, id);
      const all = await recorder.segments(row.streamId);
      const keep = trimSegments(all, row.trimStartSec, row.trimEndSec);
      const first = keep[0];
      const last = keep.at(-1);
      const result: ReplayTimeline = { heartsBefore: 0, chat: [], hearts: [] };
      if (!first || !last) return result;
      const base = segmentOffsets(all)[all.indexOf(first)] ?? 0;
      const played = (at: Date) => {
        const t = videoTimeOf(all, at.getTime());
        return t === null ? null : Math.round((t - base) * 10) / 10;
      };
      const inWindow = (at: number | null): at is number => at !== null && at >= from && at < to;
      const keptEnd = last.startedAt + last.duration * 1000;
      const bounds = wallWindow(all, base + from, base + to);
      // Nothing after the cut's end.
      const wall = { from: bounds.from, to: new Date(Math.min(bounds.to.getTime(), keptEnd)) };
      for (const message of await repo.chatBetween(
        row.streamId,
        wall.from,
        wall.to,
        TIMELINE_CHAT_LIMIT,
      )) {
        const at = played(new Date(message.createdAt));
        if (inWindow(at)) result.chat.push({ at, message });
      }
      // Hearts are one row a second at most: all of the kept part, for the running total.
      const keptFrom = new Date(first === all[0] ? 0 : first.startedAt);
      for (const bucket of await repo.heartsBetween(row.streamId, keptFrom, wall.to)) {
        const at = played(bucket.at);
        if (at === null || at < 0) continue;
        if (at < from) result.heartsBefore += bucket.count;
        else if (at < to) result.hearts.push({ at, count: bucket.count });
      }
      return result;
    },

    /** Rename, re-tier, hide, trim (a new playlist of whole segments; nothing is re-encoded). */
    async update(viewer: Viewer, id: string, body: UpdateReplayBody) {
      const row = await visible(viewer, id);
      const next = {
        ...row,
        ...body,
        trimStartSec: body.trimStartSec ?? row.trimStartSec,
        trimEndSec: body.trimEndSec === undefined ? row.trimEndSec : body.trimEndSec,
      };
      if (next.trimEndSec !== null && next.trimEndSec <= next.trimStartSec)
        throw new HttpError(400, 'The end must come after the start.');
      const trimmed = next.trimStartSec !== row.trimStartSec || next.trimEndSec !== row.trimEndSec;
      if (trimmed) {
        const keep = await kept(next);
        if (keep.length === 0) throw new HttpError(400, 'The cut leaves nothing to play.');
        await writeServed(row.streamId, keep);
      }
      const updated = await repo.update(row.streamId, {
        title: next.title,
        audienceTier: next.audienceTier,
        hidden: next.hidden,
        trimStartSec: next.trimStartSec,
        trimEndSec: next.trimEndSec,
      });
      if (!updated) throw new HttpError(404, NO_REPLAY);
      return summary(updated, viewer);
    },

    async remove(viewer: Viewer, id: string) {
      const row = await visible(viewer, id);
      await forget(row.streamId);
      log.info({ streamId: row.streamId, by: viewer.userId }, 'replay deleted');
    },

    async settings(): Promise<ReplayAdminSettings> {
      const [retentionDays, usage] = await Promise.all([repo.retentionDays(), repo.usage()]);
      return {
        retentionDays,
        diskBytes: usage.bytes,
        replayCount: usage.count,
        keptIn: files.kind === 's3' ? ('bucket' as const) : ('disk' as const),
      };
    },

    async setRetention(days: number | null) {
      await repo.setRetentionDays(days);
    },

    /** Deletes replays older than the retention setting (the durable job runs this). */
    async expire(now = Date.now()) {
      const days = await repo.retentionDays();
      if (days === null) return 0;
      const ids = await repo.endedBefore(new Date(now - days * DAY_MS));
      for (const id of ids) await forget(id);
      if (ids.length > 0) log.info({ count: ids.length, days }, 'old replays deleted');
      return ids.length;
    },
  };
}
export type ReplayService = ReturnType<typeof replayService>;
