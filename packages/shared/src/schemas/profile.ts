// Profile and account payloads. Role and tier are read-only for users: the update body is strict,
// so sending either one is a 400 instead of being silently dropped.
import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_MIN_LENGTH } from '../limits';
import { ROLES, TIERS } from '../roles';
import { hasBidiControl } from '../text';
import { hasInvisibleCharacter } from '../display-names';
import { PREFERENCE_KEYS, RETIRED_PREFERENCE_KEYS } from '../preferences';
import { EntityId, Timestamp } from './common';
import { LOCALES } from '../i18n/locales';
import { Phone, Username } from './auth';

export const DisplayName = z
  .string()
  .trim()
  .min(DISPLAY_NAME_MIN_LENGTH, 'Please enter a display name.')
  .max(
    DISPLAY_NAME_MAX_LENGTH,
    `Display names can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`,
  )
  // Shown beside chat messages: a direction override could make it read as someone else.
  .refine(
    (name) => !hasBidiControl(name),
    "Display names can't contain text-direction control characters.",
  )
  // Zero-width and other invisible characters let a name pass for another one (a staff name).
  .refine(
    (name) => !hasInvisibleCharacter(name),
    "Display names can't contain invisible or control characters.",
  );

export const Profile = z.object({
  id: EntityId,
  userId: EntityId,
  // Null until the user picks one; Edit Profile then shows 'Not set'.
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionTier: z.enum(TIERS),
});
export type Profile = z.infer<typeof Profile>;

/** What anyone may see about another member (get_public_profile): no tier, no account data. */
export const PublicProfile = Profile.pick({
  userId: true,
  displayName: true,
  avatarUrl: true,
  role: true,
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const MeUser = z.object({
  id: EntityId,
  email: z.email(),
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: Timestamp,
});
export type MeUser = z.infer<typeof MeUser>;

export { PREFERENCE_KEYS, DEFAULT_PREFERENCES, RETIRED_PREFERENCE_KEYS } from '../preferences';
export type { PreferenceKey } from '../preferences';

export const Preferences = z.object({
  notifications: z.boolean(),
  pushNotifications: z.boolean(),
  emails: z.boolean(),
});
export type Preferences = z.infer<typeof Preferences>;

export const MeResponse = z.object({
  user: MeUser,
  profile: Profile,
  preferences: Preferences,
  /** The language the member chose; null follows the browser. */
  locale: z.enum(LOCALES).nullable(),
});
export type MeResponse = z.infer<typeof MeResponse>;

/** The profile's three stat tiles, computed from the member's own records. */
export const MemberStats = z.object({
  likedSongs: z.number().int().nonnegative(),
  eventsAttended: z.number().int().nonnegative(),
  merchItems: z.number().int().nonnegative(),
});
export type MemberStats = z.infer<typeof MemberStats>;

/** PATCH /api/me: the display name, the optional username and phone (null or '' clears), switches. */
export const UpdateMeBody = z
  .object({
    displayName: DisplayName.optional(),
    username: z.union([z.literal('').transform(() => null), z.null(), Username]).optional(),
    phone: z.union([z.literal('').transform(() => null), z.null(), Phone]).optional(),
    /** Settings → Language; null goes back to the browser's language. */
    locale: z
      .enum(LOCALES, { error: 'Please choose one of the listed languages.' })
      .nullable()
      .optional(),
    preferences: Preferences.partial()
      .extend(
        Object.fromEntries(
          RETIRED_PREFERENCE_KEYS.map((key) => [key, z.boolean().optional()]),
        ) as Record<(typeof RETIRED_PREFERENCE_KEYS)[number], z.ZodOptional<z.ZodBoolean>>,
      )
      .strict()
      // Retired switches are checked (a boolean) and dropped: nothing stores or reads them.
      .transform((body) => {
        const kept: Partial<Preferences> = {};
        for (const key of PREFERENCE_KEYS) if (body[key] !== undefined) kept[key] = body[key];
        return kept;
      })
      .optional(),
  })
  .strict();
export type UpdateMeBody = z.infer<typeof UpdateMeBody>;
