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

/** Only what the club needs (issue 31); username and phone are set later in Edit Profile. */
export interface SignUpInput {
  displayName: string;
  email: string;
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
    // The confirmation e-mail links back to the site root (spec section 2).
    callbackURL: paths.landing,
  });
}

/** A new confirmation link to an unconfirmed address; limited per address and per client (429). */
export function resendConfirmation(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: paths.landing });
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post('/api/auth/reset-password', { token, newPassword });
}
