// Runs ffmpeg quietly. Set FFMPEG to use another binary; the committed media were made with
// Debian 12's ffmpeg 5.1 (other versions encode the same inputs to different bytes).
import { execFileSync } from 'node:child_process';

export const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

/** Run ffmpeg with `args`; `opts.input` is piped to its stdin, its stdout is returned. */
export const ff = (args, opts = {}) =>
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
    maxBuffer: 1 << 30,
    stdio: opts.input ? ['pipe', 'pipe', 'inherit'] : ['ignore', 'pipe', 'inherit'],
    ...opts,
  });
