import webpush from 'web-push';
import type { PushMessage } from '@fanclub/shared/schemas/push';
import type { NotificationsRepository, StoredSubscription, VapidKeys } from './repository';
import { pinnedPost } from './pinned-post';

/** How many pushes are in flight at once: enough to be quick, few enough not to flood sockets. */
const SEND_CONCURRENCY = 8;
const SEND_TIMEOUT_MS = 10_000;
// A go-live alert is stale once the stream has been on for a while; push services drop it after this.
const LIVE_ALERT_TTL_SECONDS = 60 * 60;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The configured key pair, or the one kept in the database (made on first start). */
export async function resolveVapidKeys(
  repo: NotificationsRepository,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await repo.storedVapidKeys();
  if (stored) return stored;
  await repo.storeVapidKeysOnce(webpush.generateVAPIDKeys());
  // Read back rather than trust our own pair: another process may have stored its pair first.
  const winner = await repo.storedVapidKeys();
  if (!winner) throw new Error('VAPID keys could not be stored');
  return winner;
}

export type SendOutcome = 'sent' | 'gone' | 'failed';

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function pushService(deps: {
  repo: NotificationsRepository;
  vapid: VapidKeys;
  subject: string;
  log: Log;
  allowLoopback: boolean;
}) {
  const { repo, vapid, subject, log, allowLoopback } = deps;

  /**
   * Encrypts (RFC 8291, aes128gcm) and signs (VAPID) with web-push, then posts through
   * pinnedPost, which connects only to a public address (or loopback for the tests' receiver).
   */
  async function sendOne(sub: StoredSubscription, message: PushMessage): Promise<SendOutcome> {
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: LIVE_ALERT_TTL_SECONDS,
          urgency: 'high',
        },
      );
      const headers = Object.fromEntries(
        Object.entries(details.headers).map(([k, v]) => [k, String(v)]),
      );
      const status = await pinnedPost(details.endpoint, {
        method: details.method,
        headers,
        body: details.body ?? undefined,
        timeoutMs: SEND_TIMEOUT_MS,
        allowLoopback,
      });
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await repo.removeGone(sub.endpoint);
        return 'gone';
      }
      if (status < 200 || status > 299) {
        log.warn(
          { status, host: new URL(sub.endpoint).host },
          'push service refused a notification',
        );
        return 'failed';
      }
      return 'sent';
    } catch (err) {
      log.warn(
        { err, host: new URL(sub.endpoint).host },
        'push notification could not be delivered',
      );
      return 'failed';
    }
  }

  return {
    publicKey: vapid.publicKey,
    /** One notification to one browser (the queue's push jobs retry the 'failed' ones). */
    send: sendOne,
    /** Sends `message` to every recipient; resolves with a tally once all have been tried. */
    async broadcast(recipients: readonly StoredSubscription[], message: PushMessage) {
      const tally: Record<SendOutcome, number> = { sent: 0, gone: 0, failed: 0 };
      await eachLimited(recipients, SEND_CONCURRENCY, async (sub) => {
        tally[await sendOne(sub, message)] += 1;
      });
      return tally;
    },
  };
}
export type PushService = ReturnType<typeof pushService>;

/** "{artist} is live: {title}", opening the full-screen live viewer (/media-hub/live, ADR 033). */
export function liveAlert(artistName: string, streamTitle: string): PushMessage {
  return {
    title: `${artistName} is live: ${streamTitle}`,
    body: 'Tap to watch now.',
    url: '/media-hub/live',
    tag: 'live',
  };
}
