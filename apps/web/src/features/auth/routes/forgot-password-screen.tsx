import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { requestPasswordReset } from '../api/auth-api';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { fieldProblem } from '../../../lib/form-errors';
import { loadAuthRules } from '../auth-rules';
import { useT } from '../../../lib/i18n/i18n-context';

export function ForgotPasswordScreen() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const t = useT();
  // The answer is the same whether or not the address has an account, so it cannot be used to
  // find out who is a member; failures are swallowed for the same reason.
  const reset = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address).catch(() => null),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { Email } = await loadAuthRules();
    const problem = fieldProblem(Email, email);
    setError(problem);
    if (!problem) reset.mutate(email.trim());
  }

  return (
    <AuthLayout
      title={t('auth.forgotPassword')}
      subtitle={t('authFlows.forgotSubtitle')}
      footer={<AuthFooterLink to={paths.login}>{t('authFlows.backToLogin')}</AuthFooterLink>}
    >
      {reset.isSuccess ? (
        <div
          role="status"
          className="rounded-2xl border border-white/10 bg-stage-800 p-6 text-center"
        >
          <MailCheck aria-hidden className="mx-auto size-10 text-accent" />
          <h2 className="mt-3 text-lg font-semibold">{t('authFlows.checkInbox')}</h2>
          <p className="mt-2 text-sm text-stage-300">
            {t('authFlows.resetLinkSent', { email: reset.variables ?? '' })}
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          onFocus={() => void loadAuthRules()}
          className="flex flex-col gap-5"
        >
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" className="min-h-13 text-base" disabled={reset.isPending}>
            {reset.isPending ? t('authFlows.sending') : t('authFlows.sendResetLink')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
