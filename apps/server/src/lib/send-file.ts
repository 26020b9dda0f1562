import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';

/** Streams a file with HTTP Range support, so audio players can seek without downloading it all. */
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
  reply.header('accept-ranges', 'bytes').type(contentType);
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    reply.header('content-length', size);
    return reply.send(createReadStream(path));
  }
  let start = range[1] === '' ? size - Number(range[2]) : Number(range[1]);
  let end = range[1] === '' || range[2] === '' ? size - 1 : Number(range[2]);
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end || start >= size) {
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send({
        statusCode: 416,
        error: 'Range Not Satisfiable',
        message: 'The requested range is outside the file.',
      });
  }
  reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1);
  return reply.send(createReadStream(path, { start, end }));
}
