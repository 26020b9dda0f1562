/// <reference lib="webworker" />
import type { PushMessage } from '@fanclub/shared/schemas/push';

const FALLBACK: PushMessage = { title: 'Fanclub', url: '/media-hub' };

/** Only a path on this site may be opened from a notification (no other origins, no `//host`). */
function safePath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? url
    : FALLBACK.url;
}

function parse(data: PushMessageData | null): PushMessage {
  try {
    const value = data?.json() as Partial<PushMessage> | undefined;
    if (value && typeof value.title === 'string')
      return { ...value, title: value.title, url: safePath(value.url) };
  } catch {
    // Not JSON: show the text as it came.
    const text = data?.text();
    if (text) return { ...FALLBACK, title: text };
  }
  return FALLBACK;
}

export function showPush(
  registration: ServiceWorkerRegistration,
  data: PushMessageData | null,
): Promise<void> {
  const message = parse(data);
  return registration.showNotification(message.title, {
    body: message.body,
    icon: '/icons/icon-192.png',
    // A newer go-live alert replaces an older one instead of piling up.
    tag: message.tag,
    data: { url: message.url },
  });
}

/** Focuses an open tab of the app on the notification's page, or opens one. */
export async function openFromNotification(
  scope: ServiceWorkerGlobalScope,
  notification: Notification,
): Promise<void> {
  const target = new URL(
    safePath((notification.data as { url?: unknown } | null)?.url),
    scope.location.origin,
  ).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === scope.location.origin);
  if (open) {
    try {
      const shown = open.url === target ? open : ((await open.navigate(target)) ?? open);
      await shown.focus();
      return;
    } catch {
      // An uncontrolled tab cannot be navigated by the worker; a new window does the job.
    }
  }
  await scope.clients.openWindow(target);
}

/**
 * The browser replaced or dropped our subscription (keys rotated, expiry): subscribe again with
 * the same server key and tell the server, so go-live alerts keep arriving without a visit.
 * Same-origin fetches from the worker carry the member's session cookie and Origin.
 */
export async function renewSubscription(
  registration: ServiceWorkerRegistration,
  event: PushSubscriptionChangeEvent,
): Promise<void> {
  const key = event.oldSubscription?.options.applicationServerKey;
  const renewed =
    event.newSubscription ??
    (key
      ? await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        })
      : null);
  if (event.oldSubscription) {
    await fetch('/api/push/subscriptions', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: event.oldSubscription.endpoint }),
    }).catch(() => undefined);
  }
  if (renewed) {
    await fetch('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(renewed.toJSON()),
    });
  }
}
