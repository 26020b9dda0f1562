import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { LinkIcon } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/focus-first-error';
import { fieldProblem, hasErrors } from '../../../lib/form-errors';
import type { Errors } from '../../../lib/form-errors';
import { resetPassword } from '../api/auth-api';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { loadAuthRules } from '../auth-rules';
import { useT } from '../../../lib/i18n/i18n-context';

type Field = 'password' | 'confirm';

function InvalidLink() {
  const t = useT();
  return (
    <div role="alert" className="rounded-2xl border border-white/10 bg-stage-800 p-6 text-center">
      <LinkIcon aria-hidden className="mx-auto size-10 text-accent" />
      <p className="mt-3 font-semibold">{t('authFlows.resetLinkInvalid')}</p>
      <Link to={paths.forgotPassword} className={buttonClass('primary', 'mt-5 w-full')}>
        {t('authFlows.requestNewLink')}
      </Link>
    </div>
  );
}

/** Landing page of the e-mailed reset link: /reset-password?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [expired, setExpired] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const t = useT();

  const reset = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token ?? '', newPassword),
    onSuccess: () => {
      toast.success(t('authFlows.passwordUpdated'), {
        description: t('authFlows.logInWithNewPassword'),
      });
      // navigate() settles once the login page has loaded; nothing here waits for it.
      void navigate(paths.login, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        setExpired(true);
        return;
      }
      const serverProblem = error instanceof ApiError ? error.fields?.newPassword : undefined;
      if (serverProblem) {
        setErrors({ password: serverProblem });
        focusFirstError(form.current);
        return;
      }
      toast.error(t('authFlows.passwordNotUpdated'), { description: error.message });
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget;
    const { NewPassword } = await loadAuthRules();
    const next: Errors<Field> = {
      password: fieldProblem(NewPassword, password),
      confirm: confirm === password ? undefined : t('authFlows.passwordsDiffer'),
    };
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstError(fields);
      return;
    }
    reset.mutate(password);
  }

  const invalid = expired || !token || params.has('error');
  return (
    <AuthLayout
      title={t('authFlows.resetTitle')}
      subtitle={t('authFlows.resetSubtitle')}
      footer={<AuthFooterLink to={paths.login}>{t('authFlows.backToLogin')}</AuthFooterLink>}
    >
      {invalid ? (
        <InvalidLink />
      ) : (
        <form
          ref={form}
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={() => void loadAuthRules()}
          className="flex flex-col gap-4"
        >
          <PasswordField
            label={t('authFlows.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            hint={t('authFlows.passwordMin', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <PasswordField
            label={t('authFlows.confirmPassword')}
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={errors.confirm}
          />
          <Button type="submit" className="mt-2 min-h-13 text-base" disabled={reset.isPending}>
            {reset.isPending ? (
              <Spinner label={t('authFlows.updatingPassword')} className="[&_svg]:text-white" />
            ) : (
              t('authFlows.updatePassword')
            )}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
