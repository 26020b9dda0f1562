import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { acceptInvite } from '../api/gifts-api';

/** /gifts/invite?token=…: an imported member chooses their password, then signs in. */
export function InviteScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accept = useMutation({ mutationFn: (password: string) => acceptInvite(token, password) });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    accept.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }
  return (
    <Screen title="Welcome to the fan club">
      <div className="space-y-4">
        {accept.isSuccess ? (
          <>
            <p role="status">Your password is set. Sign in as {accept.data.email}.</p>
            <Link to={paths.login} className={buttonClass('primary')}>
              Sign in
            </Link>
          </>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <p>Choose a password for your membership.</p>
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              error={accept.error instanceof ApiError ? accept.error.message : undefined}
            />
            <Button type="submit" disabled={!token || accept.isPending}>
              Set password
            </Button>
          </form>
        )}
      </div>
    </Screen>
  );
}
