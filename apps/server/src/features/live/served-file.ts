import type { ReadStream } from 'node:fs';

/** A file to send: its length and its bytes (a stream from disk, a buffer from a bucket). */
export interface ServedFile {
  size: number;
  body: ReadStream | Buffer;
}
