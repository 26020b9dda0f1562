// The browser tests' push helpers. stubPushService runs in the page (addInitScript), so it must
// stay self-contained.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Stands in for the browser vendor's push service, which headless Chromium does not have
 * (subscribe() fails there): PushManager hands out a subscription with real P-256 keys. Everything
 * else — permission, the service worker, our API and database — is real.
 */
export function stubPushService() {
  let current: PushSubscription | null = null;
  const base64url = (buffer: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(buffer)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveBits',
    ])) as CryptoKeyPair;
    const keys = {
      p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
      auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
    };
    const endpoint = `https://push.example.net/e2e/${crypto.randomUUID()}`;
    const serverKey = options?.applicationServerKey as Uint8Array;
    current = {
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: serverKey.buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return current;
  };
}

/**
 * After a test turned Notifications off: waits until the server has it off, then puts the demo
 * account's switch back on (other specs expect the demo accounts' switches at their defaults).
 */
export async function expectNotificationsOffThenRestore(page: Page, baseURL: string) {
  await expect
    .poll(async () =>
      (await page.request.get('/api/me')).json().then((me) => me.preferences.notifications),
    )
    .toBe(false);
  const restored = await page.request.patch('/api/me', {
    data: { preferences: { notifications: true } },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(restored.status()).toBe(200);
}
