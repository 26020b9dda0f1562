import type { Writable } from 'node:stream';
import type { CameraFormat } from '@fanclub/shared/camera-live';
import { spawnFfmpeg } from './ffmpeg-process';

/** Seconds between keyframes when we encode: HLS cuts 1 s segments at keyframes (hls-remux.ts). */
const KEYFRAME_SECONDS = 1;
const KILL_AFTER_MS = 3_000;

export interface CameraEncoder {
  /** The browser's WebM/MP4 bytes go in here. */
  input: Writable;
  exited: Promise<number | null>;
  stop(): void;
}

/** H.264 from the browser is copied; VP8/VP9 is encoded cheaply (veryfast, at most 1280 px). */
function videoArgs(format: CameraFormat): string[] {
  if (format === 'webm-h264' || format === 'mp4-h264') return ['-c:v', 'copy'];
  return [
    ...['-vf', "scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease"],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '2500k', '-maxrate', '2500k', '-bufsize', '5000k'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`],
  ];
}

/**
 * The camera's recording (WebM or fragmented MP4, Opus or AAC) turned into the FLV that the
 * RTMP ingest's remux takes (H.264 + AAC), written to `output`. A second, small ffmpeg keeps
 * the HLS remux one code path for both sources (ADR 032).
 */
export function startCameraEncoder(
  ffmpegPath: string,
  format: CameraFormat,
  output: Writable,
  onStderr: (line: string) => void,
): CameraEncoder {
  const ffmpeg = spawnFfmpeg(
    ffmpegPath,
    [
      ...['-hide_banner', '-nostats', '-loglevel', 'error'],
      ...['-fflags', '+nobuffer+genpts', '-analyzeduration', '1000000', '-probesize', '1000000'],
      ...['-f', format.startsWith('mp4') ? 'mp4' : 'matroska', '-i', 'pipe:0'],
      ...['-map', '0:v:0', '-map', '0:a:0?'],
      ...videoArgs(format),
      ...['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', '-ac', '2'],
      ...['-f', 'flv', 'pipe:1'],
    ],
    { stdout: true, onStderr },
  );
  output.on('error', () => {});
  ffmpeg.stdout!.pipe(output);
  return {
    input: ffmpeg.stdin,
    exited: ffmpeg.exited,
    stop: () => void ffmpeg.stop(KILL_AFTER_MS),
  };
}
