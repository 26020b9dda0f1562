// Run in the page with addInitScript: the function must stay self-contained.
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
