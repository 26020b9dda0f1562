// A stand-in for a browser vendor's push service, for club-journey.spec.ts: the server tests'
// recording push service (apps/server/test/helpers/push-receiver.ts, which also decrypts what
// arrives, RFC 8291 over RFC 8188), and the browser side of it (a PushManager whose subscription
// points there, with keys made there). The app's server must run with PUSH_ALLOW_LOOPBACK=true
// to accept such an endpoint.
import { randomUUID } from 'node:crypto';
import {
  browserKeys,
  decryptPush,
  startPushReceiver as startRecordingPushService,
} from '../../apps/server/test/helpers/push-receiver';

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

/** The vendor's push service on 127.0.0.1, and browsers subscribed to it. */
export async function startPushReceiver() {
  const receiver = await startRecordingPushService();

  /** A new browser's subscription on this receiver, and a reader of the pushes sent to it. */
  function subscription() {
    const keys = browserKeys();
    const path = `/push/${randomUUID()}`;
    const json: StubSubscription = { endpoint: receiver.url(path), keys: keys.json };
    return {
      json,
      /** Every push sent to this browser so far, decrypted. */
      messages: (): PushMessage[] =>
        receiver
          .to(path)
          .map((r) => JSON.parse(decryptPush(r.body, keys.ecdh, keys.auth)) as PushMessage),
      requests: () => receiver.to(path),
    };
  }

  return { subscription, close: receiver.close };
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
