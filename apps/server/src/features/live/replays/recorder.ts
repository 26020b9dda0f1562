import { copyFile, link, mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { INGEST_PLAYLIST } from '../ingest/playlist';
import type { ReplayFiles } from './replay-files';
import { parsePlaylist, writePlaylist } from './vod-playlist';
import type { VodSegment } from './vod-playlist';

/** The whole recording, as the ingest kept it (the served, maybe trimmed, one is index.m3u8). */
export const RECORDING_PLAYLIST = 'recording.m3u8';
/** How often the live playlist is read for finished segments: far less than a segment's life on disk. */
const SYNC_MS = 250;

export interface RecordingSession {
  /** Takes the last segments ffmpeg wrote (call after it exited) and stops watching. */
  stop(): Promise<void>;
}

/**
 * Records what goes out through our ingest without a second encode: each segment ffmpeg lists in
 * the live playlist is hard-linked (same bytes, no copy) into DATA_DIR/replays/<streamId>/ before
 * ffmpeg's delete_segments removes it, kept where replays live (`files`: there, or the S3
 * bucket) and appended to a playlist we write. A reconnecting encoder continues the same
 * recording after an #EXT-X-DISCONTINUITY (ADR 031).
 */
export function replayRecorder(
  files: ReplayFiles,
  log: FastifyBaseLogger,
  { enabled }: { enabled: boolean } = { enabled: true },
) {
  const recordings = new Map<string, VodSegment[]>();
  const { dirOf } = files;

  const fromDisk = async (streamId: string) =>
    parsePlaylist(await files.readPlaylist(streamId, RECORDING_PLAYLIST));
  /** The recording so far: in memory, else where it is kept (after a restart), else empty. */
  const load = async (streamId: string) => {
    let segments = recordings.get(streamId);
    if (!segments) {
      segments = await fromDisk(streamId);
      recordings.set(streamId, segments);
    }
    return segments;
  };

  /** A playlist of the recording (no reader sees half of it; a bucket's is queued, see flush). */
  const writePlaylistFile = (
    streamId: string,
    name: string,
    segments: VodSegment[],
    ended: boolean,
  ) => files.writePlaylist(streamId, name, writePlaylist(segments, ended));
  const save = (streamId: string, segments: VodSegment[], ended: boolean) =>
    writePlaylistFile(streamId, RECORDING_PLAYLIST, segments, ended);

  return {
    /** Starts recording one publish of `streamId`, whose live HLS ffmpeg writes into `liveDir`. */
    async begin(streamId: string, liveDir: string): Promise<RecordingSession> {
      // LIVE_REPLAYS=false: nothing is kept, so the stream ends into no replay.
      if (!enabled) return { stop: async () => {} };
      await mkdir(dirOf(streamId), { recursive: true });
      const segments = await load(streamId);
      const known = new Set(segments.map((s) => s.uri));
      let first = true;
      let running: Promise<void> = Promise.resolve();
      let seenMtime = 0;
      const sync = async () => {
        // ffmpeg rewrites the playlist once a segment; most ticks find it unchanged (a stat, no read).
        const mtime = await stat(join(liveDir, INGEST_PLAYLIST)).then(
          (s) => s.mtimeMs,
          () => 0,
        );
        if (mtime === 0 || mtime === seenMtime) return;
        seenMtime = mtime;
        const text = await readFile(join(liveDir, INGEST_PLAYLIST), 'utf8').catch(() => '');
        let added = false;
        for (const segment of parsePlaylist(text)) {
          if (known.has(segment.uri) || !/^[\w-]+\.ts$/.test(segment.uri)) continue;
          const from = join(liveDir, segment.uri);
          const to = join(dirOf(streamId), segment.uri);
          const kept = await link(from, to).then(
            () => true,
            (err: NodeJS.ErrnoException) =>
              err.code === 'EXDEV' || err.code === 'EPERM'
                ? copyFile(from, to).then(() => true)
                : false,
          );
          if (!kept) continue;
          await files.keepSegment(streamId, segment.uri);
          known.add(segment.uri);
          // Listed once finished: it began one duration ago.
          segments.push({
            ...segment,
            startedAt: Date.now() - segment.duration * 1000,
            discontinuity: first && segments.length > 0,
          });
          first = false;
          added = true;
        }
        if (added) await save(streamId, segments, false);
      };
      const tick = () => {
        running = running
          .then(sync)
          .catch((err: unknown) => log.warn({ err, streamId }, 'replay recording lagged'));
        return running;
      };
      const timer = setInterval(() => void tick(), SYNC_MS);
      return {
        async stop() {
          clearInterval(timer);
          await tick();
        },
      };
    },

    /** The stream ended: the recording gets its end tag; its segments (none: nothing recorded). */
    async finish(streamId: string): Promise<VodSegment[]> {
      const segments = await load(streamId);
      recordings.delete(streamId);
      if (segments.length > 0) await save(streamId, segments, true);
      await files.flush(streamId);
      return segments;
    },

    /** The recording's segments on disk (for the timeline and trims). */
    segments: async (streamId: string) => recordings.get(streamId) ?? fromDisk(streamId),
    writePlaylistFile,
    files,
  };
}
export type ReplayRecorder = ReturnType<typeof replayRecorder>;
