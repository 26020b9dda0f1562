// The eight Edit Profile switches (spec section 3) and their defaults: all on. No zod here, so
// the web app can use the defaults without pulling the schema library into its bundle.

export const PREFERENCE_KEYS = [
  'notifications',
  'pushNotifications',
  'emails',
  'sms',
  'allowAccess',
  'camera',
  'cameraRoll',
  'microphone',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export type PreferenceValues = Record<PreferenceKey, boolean>;

export const DEFAULT_PREFERENCES: Readonly<PreferenceValues> = Object.freeze(
  Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, true])) as PreferenceValues,
);
