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

/** US/Canada numbers: the screen shows a fixed +1, the API stores E.164. */
export const UsPhone = z
  .string({ error: 'Please enter your phone number.' })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .transform((v) => (v.startsWith('+1') ? v : `+1${v}`))
  .pipe(z.string().regex(/^\+1\d{10}$/, 'Enter the 10 digits after +1.'));

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

export const SignUpBody = z.object({
  firstName: Name('first name'),
  lastName: Name('last name'),
  username: Username,
  email: Email,
  phoneNumber: UsPhone,
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
