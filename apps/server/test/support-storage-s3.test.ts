import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/plugins/storage';
import { fakeBucket } from './helpers/fake-bucket';

// Support attachments on S3 (issue 30): written under private/ with a signature and no public
// caching, read back with a signed GET; the bucket is faked at the network edge.
describe('private files on an S3-compatible bucket (S3 faked at the network edge)', () => {
  let bucket: Awaited<ReturnType<typeof fakeBucket>>;
  beforeAll(async () => {
    bucket = await fakeBucket();
  });
  afterAll(() => bucket?.close());

  it('puts under private/, reads the bytes back signed, and answers null for a missing key', async () => {
    const storage = s3Storage({
      endpoint: bucket.endpoint,
      bucket: 'fanclub-media',
      region: 'us-east-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret-example-key',
      publicUrl: 'https://media.example.com',
    });
    await storage.putPrivate('support/abc/file.webp', Buffer.from('webp-bytes'), 'image/webp');
    const stored = bucket.objects.get('/fanclub-media/private/support/abc/file.webp');
    expect(stored?.cacheControl).toBe('private, no-store');
    expect((await storage.getPrivate('support/abc/file.webp'))?.toString()).toBe('webp-bytes');
    expect(await storage.getPrivate('support/abc/missing.webp')).toBeNull();
    expect(bucket.requests.every((r) => r.authorization.startsWith('AWS4-HMAC-SHA256 '))).toBe(
      true,
    );
    await storage.deletePrivate('support/abc/file.webp');
    expect(await storage.getPrivate('support/abc/file.webp')).toBeNull();
    await expect(storage.getPrivate('../escape')).rejects.toThrow(/Unsafe storage key/);
  });
});
