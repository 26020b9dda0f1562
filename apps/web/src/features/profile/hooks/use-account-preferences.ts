import type { PreferenceKey, Preferences } from '@fanclub/shared/schemas/profile';
import { useSession } from '../../../lib/session';
import { useSavePreference } from '../api/preferences-api';
import { setPreference, usePreferences } from '../preferences-store';

/**
 * The switches as one source: a signed-in member's live in the account (and follow them to any
 * device); a signed-out visitor's stay on this device.
 */
export function useAccountPreferences(): {
  preferences: Preferences;
  set: (key: PreferenceKey, value: boolean) => void;
} {
  const { preferences: saved } = useSession();
  const local = usePreferences();
  const save = useSavePreference();
  if (saved) return { preferences: saved, set: (key, value) => save.mutate({ key, value }) };
  return { preferences: local, set: setPreference };
}
