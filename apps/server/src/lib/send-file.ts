import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

/**
 * The byte range a `Range` header asks of a file of `size` bytes: null without the header,
 * 'unsatisfiable' for anything we cannot serve (bad syntax, several ranges, start past the end).
 * An end past the file and an over-long suffix are clamped (RFC 9110 section 14.1.2).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const range = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!range || (range[1] === '' && range[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (range[1] === '') {
    const suffix = Number(range[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(range[1]);
    end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Streams a file with HTTP Range support, so audio and video players can seek without downloading it all. */
export async function sendFileWithRanges(
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  contentType: string,
) {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    throw new HttpError(404, 'That file is not available.');
  }
  const range = parseRange(req.headers.range, size);
  reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    // Sent as JSON: an object body under the media's content type is what used to answer 500.
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send({
        statusCode: 416,
        error: 'Range Not Satisfiable',
        message: 'The requested range is outside the file.',
      });
  }
  reply.type(contentType);
  if (!range) {
    reply.header('content-length', size);
    return reply.send(createReadStream(path));
  }
  const { start, end } = range;
  reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1);
  return reply.send(createReadStream(path, { start, end }));
}
