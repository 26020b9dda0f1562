import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { acceptInvite } from '../api/gifts-api';
import { useT } from '../../../lib/i18n/i18n-context';

/** /gifts/invite?token=…: an imported member chooses their password, then signs in. */
export function InviteScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useMutation({ mutationFn: (password: string) => acceptInvite(token, password) });
  const t = useT();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    accept.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }
  return (
    <Screen title={t('gifts.inviteTitle')}>
      <div className="space-y-4">
        {accept.isSuccess ? (
          <>
            <p role="status">{t('gifts.passwordSet', { email: accept.data.email })}</p>
            <Link to={paths.login} className={buttonClass('primary')}>
              {t('gifts.signIn')}
            </Link>
          </>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <p>{t('gifts.choosePassword')}</p>
            <TextField
              label={t('gifts.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              error={accept.error instanceof ApiError ? accept.error.message : undefined}
            />
            <Button type="submit" disabled={!token || accept.isPending}>
              {t('gifts.setPassword')}
            </Button>
          </form>
        )}
      </div>
    </Screen>
  );
}
