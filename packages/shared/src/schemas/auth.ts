// Bodies of the sign-up, sign-in and password flows, checked by the server before they reach
// the auth library. The web app's forms run these same schemas first, only to save a round trip
// (apps/web/src/features/auth/auth-rules.ts), so a field's message is the same on both sides.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { hasBidiControl } from '../text';
import { hasInvisibleCharacter } from '../display-names';

export const Email = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email.')
  .max(254, 'That email address is too long.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const NewPassword = z
  .string({ error: 'Please choose a password.' })
  .min(1, 'Please choose a password.')
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const Username = z
  .string({ error: 'Please choose a username.' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.]{3,30}$/, 'Use 3 to 30 letters, numbers, dots or underscores.');

/**
 * A phone number in E.164, any country: '+', the country code, then the number (8 to 15 digits in
 * all). Spaces, dashes, dots and brackets people type are dropped; a number without its '+' and
 * country code cannot be told apart from another country's, so it is refused, not guessed.
 */
export const PHONE_FORMAT_MESSAGE =
  'Enter your number with + and the country code, e.g. +44 20 7946 0958.';
export const Phone = z
  .string({ error: 'Please enter your phone number.' })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, PHONE_FORMAT_MESSAGE));

const Name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(50, `Your ${label} can be at most 50 characters.`)
    // Names stand in for a display name in chat; a direction override could spoof it.
    .refine(
      (name) => !hasBidiControl(name),
      `Your ${label} can't contain text-direction control characters.`,
    )
    .refine(
      (name) => !hasInvisibleCharacter(name),
      `Your ${label} can't contain invisible or control characters.`,
    );

/**
 * Sign-up asks only what the club needs (issue 31): the address, a password and the name shown in
 * the club. Username and phone are optional details edited later in Edit Profile; other keys an
 * older client sends are dropped.
 */
export const SignUpBody = z.object({
  displayName: Name('display name'),
  email: Email,
  password: NewPassword,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.object({
  email: Email,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH),
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

export const ResetPasswordBody = z.object({
  token: z.string().min(1, 'The reset link is incomplete.'),
  newPassword: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
