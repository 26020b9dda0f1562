// This browser's Web Push subscription (go-live alerts, the inbox's pushes): permission, the service worker's
// pushManager and the server's copy (/api/push/subscriptions) kept in step.
import type { PushPublicKeyResponse } from '@fanclub/shared/schemas/push';
import { api, ApiError } from './api-client';

/** Why this browser could not be set up for pushes: each is a problem the member can act on. */
export type PushSetupProblem = 'unsupported' | 'blocked' | 'notReady' | 'unreachable';

/** A problem the member can act on; the screen says it in the member's language by its `problem`. */
export class PushSetupError extends Error {
  readonly problem: PushSetupProblem;
  constructor(problem: PushSetupProblem) {
    super(problem);
    this.problem = problem;
  }
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

const WORKER_WAIT_MS = 10_000;

/** The active service worker's registration, or undefined when none is registered (dev server). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported() || !(await navigator.serviceWorker.getRegistration('/'))) return undefined;
  // Registered but maybe still installing: `ready` settles once it is active.
  const timeout = new Promise<undefined>((resolve) =>
    setTimeout(() => resolve(undefined), WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = pushSupported()
    ? await navigator.serviceWorker.getRegistration('/')
    : undefined;
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((value, i) => value === b[i]);
}

/** Asks for permission (the browser's prompt), subscribes this browser and registers it with the server. */
export async function subscribeDevice(): Promise<void> {
  if (!pushSupported()) {
    throw new PushSetupError('unsupported');
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError('blocked');
  }
  const registration = await activeRegistration();
  if (!registration) throw new PushSetupError('notReady');
  const { publicKey } = await api.get<PushPublicKeyResponse>('/api/push/public-key');
  const key = base64urlBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for another server key (the key was rotated) can never receive our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    throw new PushSetupError('unreachable');
  }
  await api.post('/api/push/subscriptions', subscription.toJSON() as Record<string, unknown>);
}

/** Removes the server's copy first (it is the one that sends), then the browser's subscription. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  try {
    await api.delete('/api/push/subscriptions', { endpoint: subscription.endpoint });
  } catch (error) {
    // 404: the server no longer has it (removed after a 410, or registered by another account).
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
