// Calls to the auth server (Better Auth's e-mail endpoints). Errors arrive as ApiError with the
// server's message, which the screens show verbatim in the spec's failure toasts.
import { api } from '../../../lib/api-client';
import { paths } from '../../../app/paths';

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  /** E.164, e.g. '+15551234567'. */
  phoneNumber: string;
  password: string;
}

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', { ...input });
}

export function signUpWithEmail(input: SignUpInput): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', {
    ...input,
    name: `${input.firstName} ${input.lastName}`.trim(),
    // The confirmation e-mail links back to the site root (spec section 2).
    callbackURL: paths.landing,
  });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
}
