import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { DISPLAY_NAME_MAX_LENGTH } from '@fanclub/shared/limits';
import { nameOrNotSet, usernameFromEmail } from '@fanclub/shared/format';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { useUpdateDisplayName } from '../api/profile-api';

const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** '+15551234567' reads as '+1 555 123 4567'; other numbers are shown as stored. */
function formatPhone(phone: string | null): string {
  if (!phone) return 'Not set';
  const parts = NANP.exec(phone);
  return parts ? `+1 ${parts[1]} ${parts[2]} ${parts[3]}` : phone;
}

/** Read-only account details; Edit turns the name into a field (the rest comes from the account). */
export function PersonalInfo({ session }: { session: Session }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDisplayName();
  const rows = [
    { term: 'Name', value: nameOrNotSet(session.profile.displayName) },
    // The username chosen at sign-up; accounts made without one fall back to the e-mail's local part.
    { term: 'Username', value: session.user.username ?? usernameFromEmail(session.user.email) },
    { term: 'Email', value: session.user.email },
    { term: 'Phone Number', value: formatPhone(session.user.phone) },
  ];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = draft.trim();
    if (!trimmed) {
      setError('Please enter a display name.');
      return;
    }
    update.mutate(trimmed, {
      onSuccess: () => setEditing(false),
      onError: (problem) =>
        setError(problem instanceof ApiError ? problem.fields?.displayName : undefined),
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') setEditing(false);
  }

  return (
    <section aria-labelledby="info-heading" className="mt-8">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="info-heading" className="text-lg font-semibold">
          Personal Information
        </h2>
        {!editing && (
          <Button
            variant="ghost"
            className="-mr-3"
            onClick={() => {
              setDraft(session.profile.displayName ?? '');
              setError(undefined);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
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
            label="Name"
            autoComplete="nickname"
            autoFocus
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={error}
          />
          <div className="mt-4 grid grid-cols-2 gap-3">
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800 px-4">
          {rows.map(({ term, value }) => (
            <div key={term} className="flex min-h-14 items-center justify-between gap-4">
              <dt className="text-sm text-stage-300">{term}</dt>
              <dd
                className={`truncate text-right font-medium ${value === 'Not set' ? 'text-stage-400' : ''}`}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
