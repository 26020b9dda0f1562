import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstError } from '../../../lib/focus-first-error';
import { checkForm } from '../../../lib/form-errors';
import type { Errors } from '../../../lib/form-errors';
import { useHydrated } from '../../../lib/use-hydrated';
import { refreshAfterSignIn } from '../../../lib/viewer-change';
import { signInOptionsQueryOptions, signInWithEmail } from '../api/auth-api';
import type { SignInInput } from '../api/auth-api';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { DemoSignIn } from '../components/demo-sign-in';
import { PasswordField } from '../components/password-field';
import { SignInHeld } from '../components/sign-in-held';
import { SocialSignIn } from '../components/social-sign-in';
import { afterSignInPath } from '../redirect';
import { loadAuthRules } from '../auth-rules';
import { useT } from '../../../lib/i18n/i18n-context';

type Field = 'email' | 'password';

export function LoginScreen() {
  const navigate = useNavigate();
  const t = useT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  // A refusal for rate, shown until its wait is over; `refusal` counts them (SignInHeld's key).
  const [held, setHeld] = useState<{ message: string; seconds: number; refusal: number } | null>(
    null,
  );
  const heldOver = useCallback(() => setHeld(null), []);
  const demo = useQuery(signInOptionsQueryOptions()).data?.demo ?? null;
  // Server-rendered: typing waits until the app has taken over the page (see useHydrated).
  const hydrated = useHydrated();

  const signIn = useMutation({
    mutationFn: signInWithEmail,
    onSuccess: async (_, input: SignInInput) => {
      const session = await refreshAfterSignIn(queryClient);
      const demoAccount = demo?.accounts.find(
        (account) => account.email.toLowerCase() === input.email.toLowerCase(),
      );
      if (demoAccount) {
        const role = session?.profile.role ?? demoAccount.role;
        const tier = session?.profile.subscriptionTier ?? demoAccount.tier;
        toast.success(t('auth.signedInAs', { role, tier }), { id: 'sign-in' });
      } else {
        toast.success(t('auth.welcomeBack'), {
          id: 'sign-in',
          description: t('auth.welcomeBackHint'),
        });
      }
      // navigate() settles once the next page has loaded; nothing here waits for it.
      void navigate(afterSignInPath(location.state), { replace: true });
    },
    // One id for every outcome, so a retry that works replaces the failure instead of stacking.
    onError: (error) => {
      // Refused for rate: said on the screen until the wait is over, not in a passing toast.
      if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds) {
        const { message, retryAfterSeconds: seconds } = error;
        setHeld((last) => ({ message, seconds, refusal: (last?.refusal ?? 0) + 1 }));
        return;
      }
      toast.error(t('auth.signInFailed'), { id: 'sign-in', description: error.message });
    },
  });

  const pendingEmail = signIn.isPending ? signIn.variables.email : undefined;
  const demoPending = Boolean(demo?.accounts.some((account) => account.email === pendingEmail));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { SignInBody } = await loadAuthRules();
    const check = checkForm(SignInBody, { email, password });
    setErrors(check.errors);
    if (!check.ok) {
      focusFirstError(form);
      return;
    }
    setHeld(null);
    signIn.mutate({ email: check.data.email, password });
  }

  return (
    <AuthLayout
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <AuthFooterLink prompt={t('auth.newHere')} to={paths.signup}>
          {t('auth.signUp')}
        </AuthFooterLink>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadAuthRules()}
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          readOnly={!hydrated}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          readOnly={!hydrated}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Link
          to={paths.forgotPassword}
          className="-my-2 inline-flex min-h-11 items-center self-end text-sm font-medium text-accent hover:text-accent-strong"
        >
          {t('auth.forgotPassword')}
        </Link>
        {held && (
          <SignInHeld
            key={held.refusal}
            message={held.message}
            seconds={held.seconds}
            onOver={heldOver}
          />
        )}
        <Button type="submit" className="min-h-13 text-base" disabled={signIn.isPending}>
          {signIn.isPending && !demoPending ? (
            <Spinner label={t('auth.signingIn')} className="[&_svg]:text-white" />
          ) : (
            t('auth.login')
          )}
        </Button>
      </form>
      {demo && demo.accounts.length > 0 && (
        <div className="mt-6">
          <DemoSignIn
            accounts={demo.accounts}
            pendingEmail={pendingEmail}
            disabled={signIn.isPending}
            onPick={(account) => signIn.mutate({ email: account.email, password: demo.password })}
          />
        </div>
      )}
      <SocialSignIn verb="signIn" className="mt-8" />
    </AuthLayout>
  );
}
