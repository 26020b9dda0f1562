import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/plugins/storage';

// Support attachments on S3 (issue 30): written under private/ with a signature and no public
// caching, read back with a signed GET; the bucket is faked at the network edge.
describe('private files on an S3-compatible bucket (S3 faked at the network edge)', () => {
  const objects = new Map<string, { body: Buffer; cacheControl: string }>();
  const auth: string[] = [];
  let server: ReturnType<typeof createServer>;
  let endpoint = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        auth.push(String(req.headers.authorization));
        const path = req.url ?? '';
        if (req.method === 'PUT') {
          objects.set(path, {
            body: Buffer.concat(chunks),
            cacheControl: String(req.headers['cache-control']),
          });
          return res.writeHead(200).end();
        }
        const object = objects.get(path);
        if (!object) return res.writeHead(404).end();
        res.writeHead(200).end(object.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());

  it('puts under private/, reads the bytes back signed, and answers null for a missing key', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'fanclub-media',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example-key',
      publicUrl: 'https://media.example.com',
    });
    await storage.putPrivate('support/abc/file.webp', Buffer.from('webp-bytes'), 'image/webp');
    const stored = objects.get('/fanclub-media/private/support/abc/file.webp');
    expect(stored?.cacheControl).toBe('private, no-store');
    expect((await storage.getPrivate('support/abc/file.webp'))?.toString()).toBe('webp-bytes');
    expect(await storage.getPrivate('support/abc/missing.webp')).toBeNull();
    expect(auth.every((a) => a.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
    await expect(storage.getPrivate('../escape')).rejects.toThrow(/Unsafe storage key/);
  });
});
