import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { DISPLAY_NAME_MAX_LENGTH } from '@fanclub/shared/limits';
import { usernameFromEmail } from '@fanclub/shared/format';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { useUpdateDetails } from '../api/profile-api';
import { useT } from '../../../lib/i18n/i18n-context';

const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** '+15551234567' reads as '+1 555 123 4567'; other numbers are shown as stored. */
function formatPhone(phone: string | null): string | null {
  if (!phone) return null;
  const parts = NANP.exec(phone);
  return parts ? `+1 ${parts[1]} ${parts[2]} ${parts[3]}` : phone;
}

type Draft = { displayName: string; username: string; phone: string };
type DraftErrors = Partial<Record<keyof Draft, string>>;

/**
 * Account details; Edit turns the name and the optional username and phone (not asked at
 * sign-up, issue 31) into fields. The server checks them with the shared schemas (the phone as
 * E.164) and its messages show under the field.
 */
export function PersonalInfo({ session }: { session: Session }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>({ displayName: '', username: '', phone: '' });
  const [errors, setErrors] = useState<DraftErrors>({});
  const update = useUpdateDetails();
  const t = useT();
  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: e.target.value })),
  });
  // A null value reads 'Not set'.
  const rows = [
    { term: t('profile.name'), value: session.profile.displayName?.trim() || null },
    // The username chosen at sign-up; accounts made without one fall back to the e-mail's local part.
    {
      term: t('profile.username'),
      value: session.user.username ?? usernameFromEmail(session.user.email),
    },
    { term: t('profile.email'), value: session.user.email },
    { term: t('profile.phoneNumber'), value: formatPhone(session.user.phone) },
  ];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const displayName = draft.displayName.trim();
    if (!displayName) {
      setErrors({ displayName: t('profile.enterDisplayName') });
      return;
    }
    update.mutate(
      { displayName, username: draft.username.trim(), phone: draft.phone.trim() },
      {
        onSuccess: () => setEditing(false),
        onError: (problem) => setErrors(problem instanceof ApiError ? (problem.fields ?? {}) : {}),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') setEditing(false);
  }

  return (
    <section aria-labelledby="info-heading" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between">
        <h2 id="info-heading" className="text-lg font-semibold">
          {t('profile.personalInformation')}
        </h2>
        {!editing && (
          <Button
            variant="ghost"
            className="-mr-3"
            onClick={() => {
              setDraft({
                displayName: session.profile.displayName ?? '',
                username: session.user.username ?? '',
                phone: session.user.phone ?? '',
              });
              setErrors({});
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" />
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <form
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          noValidate
          className="rounded-2xl border border-white/5 bg-stage-800 p-4"
        >
          <TextField
            label={t('profile.name')}
            autoComplete="nickname"
            autoFocus
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            {...field('displayName')}
          />
          <div className="mt-4 flex flex-col gap-4">
            <TextField
              label={t('profile.usernameOptional')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...field('username')}
            />
            <TextField
              label={t('profile.phoneOptional')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+44 20 7946 0958"
              hint={t('profile.phoneHint')}
              {...field('phone')}
            />
          </div>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('profile.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800 px-4">
          {rows.map(({ term, value }) => (
            <div key={term} className="flex min-h-14 items-center justify-between gap-4">
              <dt className="text-sm text-stage-300">{term}</dt>
              <dd
                className={`wrap-anywhere text-right font-medium ${value === null ? 'text-stage-400' : ''}`}
              >
                {value ?? t('profile.notSet')}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
