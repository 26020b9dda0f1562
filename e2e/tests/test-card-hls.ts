import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { findFfmpeg } from '../../apps/server/src/features/live/ingest/ffmpeg-binary';

/**
 * Writes `dir`/index.m3u8: 12 s of test card and tone (ffmpeg) as H.264/AAC in 2-second segments,
 * a finished, VOD-style playlist that plays the same in native HLS and hls.js.
 */
export function writeTestCardHls(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    findFfmpeg()?.path ?? 'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...[
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=640x360:rate=25',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440',
      ],
      ...[
        '-t',
        '12',
        '-c:v',
        'libx264',
        '-profile:v',
        'baseline',
        '-pix_fmt',
        'yuv420p',
        '-g',
        '25',
        '-c:a',
        'aac',
      ],
      ...[
        '-f',
        'hls',
        '-hls_time',
        '2',
        '-hls_list_size',
        '0',
        '-hls_playlist_type',
        'vod',
        'index.m3u8',
      ],
    ],
    { cwd: dir, stdio: 'pipe' },
  );
}
