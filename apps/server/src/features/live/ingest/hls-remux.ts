import { access, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { spawnFfmpeg } from './ffmpeg-process';
import { INGEST_PLAYLIST } from './playlist';

/** Seconds per HLS segment: short segments keep the delay behind the encoder low. */
export const SEGMENT_SECONDS = 1;
/** Segments listed in the live playlist (older ones are deleted from disk). */
const PLAYLIST_SEGMENTS = 6;
const KILL_AFTER_MS = 5_000;
const PLAYLIST_POLL_MS = 100;

export interface Remux {
  /** FLV from the encoder goes in here. */
  input: Writable;
  /** Resolves when the first playlist is on disk, i.e. viewers can start playing. */
  firstPlaylist: Promise<void>;
  /** Resolves when ffmpeg has exited. */
  exited: Promise<number | null>;
  /** Ends the input and waits for ffmpeg to finish the last segment (killed if it hangs). */
  stop(): Promise<void>;
}

/**
 * ffmpeg copies the encoder's H.264/AAC into HLS without re-encoding (cheap: no transcoding
 * on the server). Segment names are unique per publish, so a cached segment from an earlier
 * publish can never be mistaken for a new one; the playlist is written to a temporary file and
 * renamed, so a viewer never reads half of it.
 */
export async function startRemux(
  ffmpegPath: string,
  dir: string,
  onStderr: (line: string) => void,
): Promise<Remux> {
  // Whatever an earlier publish left behind is stale now.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const prefix = Date.now().toString(36);
  const ffmpeg = spawnFfmpeg(
    ffmpegPath,
    [
      ...['-hide_banner', '-nostats', '-loglevel', 'error'],
      // Start writing as soon as the first packets arrive instead of probing for seconds.
      ...['-fflags', '+nobuffer', '-analyzeduration', '500000', '-probesize', '500000'],
      ...['-f', 'flv', '-i', 'pipe:0'],
      ...['-map', '0', '-c', 'copy'],
      ...[
        '-f',
        'hls',
        '-hls_time',
        String(SEGMENT_SECONDS),
        '-hls_list_size',
        String(PLAYLIST_SEGMENTS),
      ],
      // No end tag when the encoder drops: it may come back, and players should keep waiting.
      ...['-hls_flags', 'delete_segments+independent_segments+omit_endlist+temp_file'],
      ...['-hls_segment_filename', join(dir, `${prefix}-%d.ts`)],
      join(dir, INGEST_PLAYLIST),
    ],
    { stdout: false, onStderr },
  );
  const { exited } = ffmpeg;

  const firstPlaylist = (async () => {
    while (!ffmpeg.done()) {
      if (
        await access(join(dir, INGEST_PLAYLIST)).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, PLAYLIST_POLL_MS));
    }
    throw new Error('ffmpeg exited before writing a playlist');
  })();
  firstPlaylist.catch(() => {});

  return {
    input: ffmpeg.stdin,
    firstPlaylist,
    exited,
    stop: () => ffmpeg.stop(KILL_AFTER_MS),
  };
}
