import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openFromDisk } from '../served-file';
import type { ServedFile } from '../served-file';

/**
 * Where a recording's files end up (ADR 031). Segments are always first hard-linked into the
 * local recording folder (`dirOf`); `keepSegment` then makes one durable where replays live:
 * locally nothing more, in an S3 bucket an upload in order (bucket-replay-files.ts).
 */
export interface ReplayFiles {
  readonly kind: 'local' | 's3';
  /** The local folder a recording's segments are linked into. */
  dirOf(streamId: string): string;
  /** A segment is finished in the local folder. */
  keepSegment(streamId: string, name: string): Promise<void>;
  /** Writes a playlist whole, no reader sees half of it (a bucket's: queued, see `flush`). */
  writePlaylist(streamId: string, name: string, text: string): Promise<void>;
  /** A playlist's text, or '' when there is none. */
  readPlaylist(streamId: string, name: string): Promise<string>;
  /** A file to serve, or null when there is none. */
  open(streamId: string, name: string): Promise<ServedFile | null>;
  /** Bytes kept for these segments (the admin's "disk used"). */
  sizeOf(streamId: string, names: string[]): Promise<number>;
  /** Everything kept so far is durable (a bucket's uploads are done). */
  flush(streamId: string): Promise<void>;
  /** The recording and every file of it, gone. */
  remove(streamId: string, names: string[]): Promise<void>;
}

const sizeOrNull = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => null,
  );

/** The default: replays stay in DATA_DIR/replays/<streamId>/, served from there. */
export function localReplayFiles(root: string): ReplayFiles {
  const dirOf = (streamId: string) => join(root, streamId);
  return {
    kind: 'local',
    dirOf,
    keepSegment: async () => {},
    async writePlaylist(streamId, name, text) {
      const path = join(dirOf(streamId), name);
      await writeFile(`${path}.tmp`, text);
      await rename(`${path}.tmp`, path);
    },
    readPlaylist: (streamId, name) => readFile(join(dirOf(streamId), name), 'utf8').catch(() => ''),
    open: (streamId, name) => openFromDisk(join(dirOf(streamId), name)),
    async sizeOf(streamId, names) {
      const sizes = await Promise.all(names.map((n) => sizeOrNull(join(dirOf(streamId), n))));
      return sizes.reduce<number>((total, size) => total + (size ?? 0), 0);
    },
    flush: async () => {},
    async remove(streamId) {
      await rm(dirOf(streamId), { recursive: true, force: true });
    },
  };
}
