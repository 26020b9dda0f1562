import { useSyncExternalStore } from 'react';
import type { PreferenceKey, Preferences } from '@fanclub/shared/schemas/profile';
import { DEFAULT_PREFERENCES } from '@fanclub/shared/preferences';

// A signed-out visitor's switches, kept on this device (members' live in their account, see
// use-account-preferences.ts); one store means Profile, Settings and Edit Profile always agree.
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
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_PREFERENCES,
  );
}
