import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serverRoot } from '../../../lib/package-root';

/**
 * Which ffmpeg remuxes RTMP to HLS (ADR 029): the one FFMPEG_PATH names; else the system's
 * (Debian's package, usually newer and patched by the distribution); else the static build
 * that npm installed with the app (@ffmpeg-installer/<platform>-<arch>), so that `npm ci &&
 * npm start` gives a working Go Live on a machine with no ffmpeg at all.
 *
 * Node built-ins only (and package-root): the tests' encoders use the same choice.
 */
export type FfmpegSource = 'configured' | 'system' | 'bundled';

export interface Ffmpeg {
  path: string;
  source: FfmpegSource;
  /** As ffmpeg prints it: '5.1.8-0+deb12u1', or 'N-47683-g0e8eb07980-static' for the npm build. */
  version: string;
}

/** The version ffmpeg prints, or null when it does not run. */
export function ffmpegVersion(path: string): string | null {
  const result = spawnSync(path, ['-hide_banner', '-version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 10_000,
  });
  if (result.status !== 0) return null;
  return /^ffmpeg version (\S+)/.exec(result.stdout)?.[1] ?? 'unknown';
}

/** The ffmpeg binary npm installed for this platform, if it did. */
export function bundledFfmpegPath(): string | null {
  const pkg = `@ffmpeg-installer/${process.platform}-${process.arch}/package.json`;
  try {
    const dir = dirname(createRequire(join(serverRoot, 'package.json')).resolve(pkg));
    return join(dir, process.platform === 'win32' ? 'ffmpeg.exe' : 'ffmpeg');
  } catch {
    return null; // no build for this platform on npm, or installed with --omit=optional
  }
}

/**
 * The ffmpeg to use. A configured path is used or nothing (a self-hoster who names one wants
 * that one, and should hear it does not run rather than silently get another).
 */
export function findFfmpeg(configured?: string): Ffmpeg | null {
  const candidates: Array<{ path: string | null; source: FfmpegSource }> = configured
    ? [{ path: configured, source: 'configured' }]
    : [
        { path: 'ffmpeg', source: 'system' },
        { path: bundledFfmpegPath(), source: 'bundled' },
      ];
  for (const { path, source } of candidates) {
    if (!path) continue;
    const version = ffmpegVersion(path);
    if (version) return { path, source, version };
  }
  return null;
}
