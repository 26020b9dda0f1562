import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { PASSWORD_MIN_LENGTH } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/focus-first-error';
import { checkForm, hasErrors } from '../../../lib/form-errors';
import type { Errors } from '../../../lib/form-errors';
import { signUpWithEmail } from '../api/auth-api';
import type { SignUpInput } from '../api/auth-api';
import { AuthFooterLink, AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { SocialSignIn } from '../components/social-sign-in';
import { loadAuthRules } from '../auth-rules';
import { loadSignUpDraft, saveSignUpDraft } from '../sign-up-draft';
import { useT } from '../../../lib/i18n/i18n-context';

type Field = keyof SignUpInput;
const FIELDS: Field[] = ['displayName', 'email', 'password'];

/** The server's per-field problems (username taken, common password …) for the fields on this form. */
function serverErrors(error: Error): Errors<Field> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const fields = error.fields;
  return Object.fromEntries(
    FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]]),
  );
}

export function SignupScreen() {
  const navigate = useNavigate();
  // Back from "Change address" on Check your inbox: the fields as they were (sign-up-draft.ts).
  const [form, setForm] = useState<SignUpInput>(loadSignUpDraft);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const t = useT();
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: e.target.value }));

  const signUp = useMutation({
    mutationFn: signUpWithEmail,
    onSuccess: (_answer, sent) => {
      // The account only works once the e-mail is confirmed: the next stop says where the mail
      // went, with a resend and a way back to correct the address (issue 31).
      toast.success(t('authFlows.checkEmail'), {
        id: 'sign-up',
        description: t('authFlows.sentYouLink'),
      });
      saveSignUpDraft(sent);
      void navigate(`${paths.checkInbox}?${new URLSearchParams({ email: sent.email }).toString()}`);
    },
    onError: (error) => {
      // Same id as the success toast: a retry that works replaces the old failure.
      toast.error(t('authFlows.signUpFailed'), { id: 'sign-up', description: error.message });
      const fromServer = serverErrors(error);
      if (hasErrors(fromServer)) {
        setErrors(fromServer);
        focusFirstError(formRef.current);
      }
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget;
    const { SignUpBody } = await loadAuthRules();
    // The server's own schema: a trimmed name, a lower-cased address.
    const check = checkForm(SignUpBody, form);
    setErrors(check.errors);
    if (!check.ok) {
      focusFirstError(fields);
      return;
    }
    signUp.mutate(check.data);
  }

  return (
    <AuthLayout
      title={t('auth.signUp')}
      subtitle={t('authFlows.signUpSubtitle')}
      footer={
        <AuthFooterLink prompt={t('authFlows.haveAccount')} to={paths.login}>
          {t('auth.login')}
        </AuthFooterLink>
      }
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadAuthRules()}
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('authFlows.displayName')}
          name="displayName"
          autoComplete="nickname"
          required
          hint={t('authFlows.displayNameHint')}
          value={form.displayName}
          onChange={set('displayName')}
          error={errors.displayName}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('authFlows.passwordMin', { min: PASSWORD_MIN_LENGTH })}
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Button type="submit" className="mt-2 min-h-13 text-base" disabled={signUp.isPending}>
          {signUp.isPending ? (
            <Spinner label={t('authFlows.creatingAccount')} className="[&_svg]:text-white" />
          ) : (
            t('auth.signUp')
          )}
        </Button>
      </form>
      <SocialSignIn verb="signUp" className="mt-8" />
    </AuthLayout>
  );
}
