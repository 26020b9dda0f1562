// Account pre-hijacking (ADR 017): someone signs up a victim's address first, with a password of
// their own, and waits for the victim to confirm it. A second sign-up for an unconfirmed address
// is where the two meet; from then on no sign-up password is trusted, only the mailbox.
import { randomBytes } from 'node:crypto';
import type { AuthContext, User } from 'better-auth';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { Mailer } from '../../plugins/mail';
import { setPasswordMail } from './auth-mails';

const HOUR_MS = 60 * 60 * 1000;
/** The web's reset screen (paths.resetPassword), where a "set your password" link lands too. */
const SET_PASSWORD_SCREEN = '/reset-password';

/** What these callbacks use of Better Auth's context. */
export type AuthInternals = Pick<AuthContext, 'internalAdapter' | 'baseURL'>;

export interface ContestedSignUpDeps {
  /** Better Auth's context, read when needed (the instance is built after these callbacks). */
  authContext: () => Promise<AuthInternals>;
  mailer: Mailer;
  /** The mail's language: the member's saved one, else that of the request (member-locale-repository.ts). */
  localeOf?: (userId: string, request?: Request) => Promise<Locale>;
}

/**
 * Better Auth's onExistingUserSignUp. A confirmed address: nothing changes (the answer is the
 * usual success either way, so sign-up does not tell who is a member). An unconfirmed one: the
 * credential password is cleared and every session ended, so whoever signed up first holds
 * nothing, whichever confirmation link is opened later; the address's owner is mailed a
 * password-reset token ("choose your password") instead of another confirmation.
 */
export function onContestedSignUp({ authContext, mailer, localeOf }: ContestedSignUpDeps) {
  return async ({ user }: { user: User }, request?: Request) => {
    if (user.emailVerified) return;
    const { internalAdapter, baseURL } = await authContext();
    for (const account of await internalAdapter.findAccounts(user.id))
      if (account.providerId === 'credential')
        await internalAdapter.updateAccount(account.id, { password: null });
    await internalAdapter.deleteUserSessions(user.id);
    // The same token Better Auth's request-password-reset stores, so its reset flow redeems it.
    const token = randomBytes(18).toString('base64url');
    await internalAdapter.createVerificationValue({
      value: user.id,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    const url = `${baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(SET_PASSWORD_SCREEN)}`;
    await mailer.send(setPasswordMail(user.email, url, await localeOf?.(user.id, request)));
  };
}

/**
 * Better Auth's onPasswordReset: a reset token only ever reaches the address's mailbox, so
 * redeeming one proves the address; an unconfirmed account is confirmed by it. (Better Auth then
 * ends every session: revokeSessionsOnPasswordReset.)
 */
export function confirmOnPasswordReset({ authContext }: Pick<ContestedSignUpDeps, 'authContext'>) {
  return async ({ user }: { user: User }) => {
    if (user.emailVerified) return;
    const { internalAdapter } = await authContext();
    await internalAdapter.updateUser(user.id, { emailVerified: true });
  };
}
