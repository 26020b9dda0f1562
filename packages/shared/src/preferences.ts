// The account's notification switches and their defaults: all on. No zod here, so the web app
// can use the defaults without pulling the schema library into its bundle. The server reads each
// of them (notifications/channels.ts): the master switch, push, and e-mail.

export const PREFERENCE_KEYS = ['notifications', 'pushNotifications', 'emails'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/**
 * Switches the spec's Edit Profile had (section 3) that nothing ever read: SMS was never sent,
 * and the browser itself asks for the camera and microphone when a stream starts. A client cached
 * from before may still send them, so PATCH /api/me accepts and drops them instead of a 400.
 */
export const RETIRED_PREFERENCE_KEYS = [
  'sms',
  'allowAccess',
  'camera',
  'cameraRoll',
  'microphone',
] as const;

export type PreferenceValues = Record<PreferenceKey, boolean>;

export const DEFAULT_PREFERENCES: Readonly<PreferenceValues> = Object.freeze(
  Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, true])) as PreferenceValues,
);
