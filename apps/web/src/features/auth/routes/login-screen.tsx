import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstError } from '../../../lib/focus-first-error';
import { refreshAfterSignIn } from '../../../lib/viewer-change';
import { signInOptionsQueryOptions, signInWithEmail } from '../api/auth-api';
import type { SignInInput } from '../api/auth-api';
import { AuthLayout } from '../components/auth-layout';
import { DemoSignIn } from '../components/demo-sign-in';
import { PasswordField } from '../components/password-field';
import { SocialSignIn } from '../components/social-sign-in';
import { afterSignInPath } from '../redirect';
import { checkEmail, checkRequired, hasErrors } from '../validation';
import type { Errors } from '../validation';

type Field = 'email' | 'password';

export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const demo = useQuery(signInOptionsQueryOptions()).data?.demo ?? null;

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
        toast.success(`Signed in as ${role} (${tier})`, { id: 'sign-in' });
      } else {
        toast.success('Welcome back!', {
          id: 'sign-in',
          description: "You've successfully signed in",
        });
      }
      // navigate() settles once the next page has loaded; nothing here waits for it.
      void navigate(afterSignInPath(location.state), { replace: true });
    },
    // One id for every outcome, so a retry that works replaces the failure instead of stacking.
    onError: (error) =>
      toast.error('Sign in failed', { id: 'sign-in', description: error.message }),
  });

  const pendingEmail = signIn.isPending ? signIn.variables.email : undefined;
  const demoPending = Boolean(demo?.accounts.some((account) => account.email === pendingEmail));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: Errors<Field> = {
      email: checkEmail(email),
      password: checkRequired(password, 'password'),
    };
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstError(event.currentTarget);
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  }

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back. Sign in to your fan club account."
      footer={
        <>
          New here?{' '}
          <Link
            to={paths.signup}
            className="inline-flex min-h-11 items-center font-semibold text-accent"
          >
            Sign Up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Link
          to={paths.forgotPassword}
          className="-my-2 inline-flex min-h-11 items-center self-end text-sm font-medium text-accent hover:text-accent-strong"
        >
          Forgot Password
        </Link>
        <Button type="submit" className="min-h-13 text-base" disabled={signIn.isPending}>
          {signIn.isPending && !demoPending ? (
            <Spinner label="Signing in" className="[&_svg]:text-white" />
          ) : (
            'Login'
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
      <div className="mt-8">
        <SocialSignIn verb="Sign in" />
      </div>
    </AuthLayout>
  );
}
