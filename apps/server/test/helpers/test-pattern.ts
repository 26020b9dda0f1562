import { spawn } from 'node:child_process';
import { findFfmpeg } from '../../src/features/live/ingest/ffmpeg-binary';

// The encoder standing in for OBS: the system's ffmpeg, else the one npm installed with the app.
const FFMPEG = findFfmpeg()?.path ?? 'ffmpeg';

/**
 * An encoder: ffmpeg pushing a test card and tone to an RTMP URL as OBS would (H.264/AAC, a
 * keyframe a second, as the how-to tells OBS users), for `seconds`; `videoFilter` draws on the
 * card (the live bench's clock). Used by the server tests and the browser tests alike.
 */
export function pushTestPattern(
  url: string,
  { seconds = 60, videoFilter }: { seconds?: number; videoFilter?: string } = {},
) {
  const child = spawn(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-t', String(seconds), ...(videoFilter ? ['-vf', videoFilter] : [])],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency'],
      ...['-pix_fmt', 'yuv420p', '-g', '30', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, stderr: () => stderr, stop: () => child.kill('SIGKILL') };
}
