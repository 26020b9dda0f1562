// Calls to the auth server (Better Auth's e-mail endpoints). Errors arrive as ApiError with the
// server's message, which the screens show verbatim in the spec's failure toasts.
import { queryOptions } from '@tanstack/react-query';
import type { Role, Tier } from '@fanclub/shared/roles';
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

export type SocialProvider = 'google' | 'apple' | 'facebook';

export interface DemoAccount {
  email: string;
  displayName: string;
  role: Role;
  tier: Tier;
}

/** GET /api/sign-in-options: configured social providers, and the demo accounts in demo mode. */
export interface SignInOptions {
  providers: Record<SocialProvider, boolean>;
  demo: { password: string; accounts: DemoAccount[] } | null;
}

export const authKeys = {
  all: ['auth'] as const,
  signInOptions: () => [...authKeys.all, 'sign-in-options'] as const,
};

export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.signInOptions(),
    queryFn: ({ signal }) => api.get<SignInOptions>('/api/sign-in-options', signal),
    // Server configuration: it does not change while the app is open.
    staleTime: Infinity,
  });

export function signInWithEmail(input: SignInInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', { ...input });
}

/** Starts the provider's OAuth flow; the answer is the provider URL the browser must go to. */
export function signInWithProvider(
  provider: SocialProvider,
): Promise<{ url: string; redirect: boolean }> {
  return api.post('/api/auth/sign-in/social', { provider, callbackURL: paths.dashboard });
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
  return api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post('/api/auth/reset-password', { token, newPassword });
}
