// A stand-in for a browser vendor's push service, for club-journey.spec.ts: an HTTP server on
// 127.0.0.1 that records every POST the app's server sends, and the browser side of it (a
// PushManager whose subscription points there, with keys made here so the test can read what
// arrives). The server must run with PUSH_ALLOW_LOOPBACK=true to accept such an endpoint.
// The decryption follows apps/server/test/helpers/push-receiver.ts (RFC 8291 over RFC 8188).
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  authorization: string;
  body: Buffer;
}

/** What the app's service worker would show: the server's PushMessage. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The subscription the stubbed browser hands to the app (PushSubscription.toJSON()). */
export interface StubSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST')
        received.push({
          path: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          body: Buffer.concat(chunks),
        });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A new browser's subscription on this receiver, and a reader of the pushes sent to it. */
  function subscription() {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomUUID()}`;
    const json: StubSubscription = {
      endpoint: `http://127.0.0.1:${port}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
    return {
      json,
      /** Every push sent to this browser so far, decrypted. */
      messages: (): PushMessage[] =>
        received
          .filter((r) => r.path === path)
          .map((r) => JSON.parse(decryptPush(r.body, ecdh, auth)) as PushMessage),
      requests: () => received.filter((r) => r.path === path),
    };
  }

  return {
    subscription,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an `aes128gcm` Web Push body the way the browser does (one record). */
function decryptPush(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderPublic,
  ]);
  const ikm = hkdf(authSecret, receiver.computeSecret(senderPublic), keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // Plaintext, then the last-record delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Runs in the page (addInitScript): the browser's PushManager answers with `stub` instead of
 * asking the vendor's push service, which a test browser cannot reach.
 */
export function stubPushManager(stub: StubSubscription) {
  let current: PushSubscription | null = null;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const serverKey = options?.applicationServerKey as Uint8Array;
    current = {
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: serverKey.buffer },
      toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys: stub.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
}
