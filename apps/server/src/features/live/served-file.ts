import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** A file to send: its length and its bytes (a stream from disk, a buffer from a bucket). */
export interface ServedFile {
  size: number;
  body: ReadStream | Buffer;
}

/** A file on disk to send, or null when there is none. */
export async function openFromDisk(path: string): Promise<ServedFile | null> {
  const size = await stat(path).then(
    (s) => s.size,
    () => null,
  );
  return size === null ? null : { size, body: createReadStream(path) };
}
