import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

export interface FfmpegProcess {
  /** What ffmpeg reads (`-i pipe:0`). */
  stdin: Writable;
  /** What ffmpeg writes to `pipe:1`, when asked for. */
  stdout: Readable | null;
  /** Resolves with the exit code when ffmpeg has exited (null: it could not start). */
  exited: Promise<number | null>;
  /** Whether it has exited. */
  done(): boolean;
  /** Ends its input so it finishes what it has, and kills it if it has not exited after `killAfterMs`. */
  stop(killAfterMs: number): Promise<void>;
}

/**
 * ffmpeg fed through its stdin, the way the ingest runs it (the RTMP remux, the camera encoder):
 * its error lines go to `onStderr` one by one, an input it stopped reading never throws (EPIPE),
 * and `stop` ends the input and waits, killing a process that hangs.
 */
export function spawnFfmpeg(
  path: string,
  args: string[],
  { stdout, onStderr }: { stdout: boolean; onStderr: (line: string) => void },
): FfmpegProcess {
  const child = stdout
    ? spawn(path, args, { stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(path, args, { stdio: ['pipe', 'ignore', 'pipe'] });
  child.stdin.on('error', () => {}); // EPIPE when ffmpeg exits first; `exited` reports that.
  child.stdout?.on('error', () => {});
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    for (const line of text.split('\n')) if (line.trim()) onStderr(line.trim());
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  let done = false;
  void exited.then(() => (done = true));
  return {
    stdin: child.stdin,
    stdout: child.stdout,
    exited,
    done: () => done,
    async stop(killAfterMs) {
      if (done) return;
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
