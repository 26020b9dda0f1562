import { useSyncExternalStore } from 'react';
import type { PreferenceKey, Preferences } from '@fanclub/shared/schemas/profile';

// A signed-out visitor's switches, kept on this device (members' live in their account, see
// use-account-preferences.ts); one store means Profile, Settings and Edit Profile always agree.
// Spec section 3: every switch starts on. Kept here rather than imported from the shared schema
// module because that module would pull zod into these screens; the type still forces every key.
const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  notifications: true,
  pushNotifications: true,
  emails: true,
  sms: true,
  allowAccess: true,
  camera: true,
  cameraRoll: true,
  microphone: true,
};
const STORAGE_KEY = 'fanclub:preferences';
const listeners = new Set<() => void>();
let current: Preferences = load();

function load(): Preferences {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<Preferences>) : {};
    return { ...DEFAULT_PREFERENCES, ...saved };
  } catch {
    // Private mode or a corrupt value: fall back to the spec's defaults (all on).
    return { ...DEFAULT_PREFERENCES };
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPreference(key: PreferenceKey, value: boolean): void {
  current = { ...current, [key]: value };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage full or blocked: the switch still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current, () => DEFAULT_PREFERENCES);
}
