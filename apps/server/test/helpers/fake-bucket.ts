import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BucketObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

/**
 * An S3-compatible bucket faked at the network edge (S3 lies outside this machine): objects in
 * memory by request path (/<bucket>/<key>), PUT, GET and DELETE, and every request's signature.
 */
export async function fakeBucket() {
  const objects = new Map<string, BucketObject>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const method = req.method ?? 'GET';
      requests.push({ method, path, authorization: String(req.headers.authorization) });
      if (method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        return res.writeHead(200).end();
      }
      if (method === 'DELETE') {
        objects.delete(path);
        return res.writeHead(204).end();
      }
      const object = objects.get(path);
      if (!object) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    /** Keys held under a prefix of the bucket, e.g. '/fanclub-media/private/replays/<id>/'. */
    keysUnder: (prefix: string) => [...objects.keys()].filter((k) => k.startsWith(prefix)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
