import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { registerPublic } from '../lib/access';
import { AwsClient } from 'aws4fetch';
import { ensurePrivateTree, PRIVATE_DIR_MODE, writePrivateFile } from '../lib/private-files';

/** Where uploaded files go: DATA_DIR/storage by default, an S3-compatible bucket when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores (overwriting) `key` and returns the public URL to read it from. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /**
   * Private files (support attachments): never given a public URL. Locally they live outside the
   * folder /storage/ serves; on S3 under `private/`, written without a public ACL and read back
   * with signed requests. The routes that serve them check who asks.
   */
  putPrivate(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A private file's bytes, or null when there is none. */
  getPrivate(key: string): Promise<Buffer | null>;
  /** Removes a private file (none there: nothing to do). */
  deletePrivate(key: string): Promise<void>;
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const SAFE_KEY = /^[a-zA-Z0-9/_.-]+$/;

function checkKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..'))
    throw new Error(`Unsafe storage key: ${key}`);
}

/** Private files' folder under the storage root: kept in backups, never served by /storage/. */
export const PRIVATE_PREFIX = 'private';
const isPrivatePath = (path: string) => new RegExp(`^/*${PRIVATE_PREFIX}(/|$)`).test(path);

export function localStorage(root: string): Storage {
  const privateRoot = join(root, PRIVATE_PREFIX);
  const privatePath = (key: string) => {
    checkKey(key);
    const path = resolve(privateRoot, key);
    if (!path.startsWith(resolve(privateRoot) + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async putPrivate(key, data) {
      const path = privatePath(key);
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writePrivateFile(path, data);
    },
    async getPrivate(key) {
      return readFile(privatePath(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async deletePrivate(key) {
      await rm(privatePath(key), { force: true });
    },
    async put(key, data) {
      checkKey(key);
      if (isPrivatePath(key)) throw new Error(`Unsafe storage key: ${key}`);
      const path = resolve(root, key);
      if (!path.startsWith(resolve(root) + sep)) throw new Error(`Unsafe storage key: ${key}`);
      // Owner-only on disk: this process serves the files itself (/storage/), nobody else reads them.
      await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writePrivateFile(path, data);
      // The key is overwritten in place, so the URL carries a version to defeat caches.
      return `/storage/${key}?v=${Date.now()}`;
    },
  };
}

export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`;
  const privateUrl = (key: string) => {
    checkKey(key);
    return `${base}/${PRIVATE_PREFIX}/${key}`;
  };
  return {
    kind: 's3',
    async putPrivate(key, data, contentType) {
      const response = await client.fetch(privateUrl(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentType, 'cache-control': 'private, no-store' },
      });
      if (!response.ok) throw new Error(`S3 upload failed with ${response.status}`);
    },
    async getPrivate(key) {
      const response = await client.fetch(privateUrl(key));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 read failed with ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async deletePrivate(key) {
      const response = await client.fetch(privateUrl(key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object was there; some compatible stores say 404.
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 delete failed with ${response.status}`);
    },
    async put(key, data, contentType) {
      checkKey(key);
      const response = await client.fetch(`${base}/${key}`, {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=3600' },
      });
      if (!response.ok) throw new Error(`S3 upload failed with ${response.status}`);
      return `${(options.publicUrl ?? base).replace(/\/$/, '')}/${key}?v=${Date.now()}`;
    },
  };
}

export const storagePlugin = fp<{ dataDir: string; s3?: S3Options }>(
  async (app, { dataDir, s3 }) => {
    if (s3) {
      app.decorate('storage', s3Storage(s3));
      return;
    }
    const root = join(dataDir, 'storage');
    await ensurePrivateTree(root);
    app.decorate('storage', localStorage(root));
    await registerPublic(app, fastifyStatic, {
      root,
      prefix: '/storage/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Private files (support attachments) are read through their own routes, which check who asks.
      allowedPath: (path) => !isPrivatePath(path),
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=3600');
      },
    });
  },
  { name: 'storage' },
);
