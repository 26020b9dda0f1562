import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { DISPLAY_NAME_MAX_LENGTH } from '@fanclub/shared/limits';
import { useUpdateDisplayName } from '../api/profile-api';
import { useT } from '../../../lib/i18n/i18n-context';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white';

/** Inline edit: Save or Enter confirms; Cancel or Escape goes back to the saved name. */
export function DisplayNameEditor({ name }: { name: string }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const update = useUpdateDisplayName();
  const t = useT();

  function save() {
    const trimmed = draft.trim();
    if (!trimmed || trimmed === name) {
      cancel();
      return;
    }
    update.mutate(trimmed, { onSuccess: () => setEditing(false) });
  }

  function startEditing() {
    // Start from the saved name: it may have changed since this component first rendered.
    setDraft(name);
    setEditing(true);
  }

  function cancel() {
    setDraft(name);
    setEditing(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') cancel();
  }

  if (!editing) {
    return (
      <div className="flex items-center gap-1">
        <p className="truncate font-display text-2xl font-bold">{name}</p>
        <button
          type="button"
          className={iconButton}
          aria-label={t('profile.editDisplayName')}
          onClick={startEditing}
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <label htmlFor="display-name" className="sr-only">
        {t('profile.displayName')}
      </label>
      <input
        id="display-name"
        autoFocus
        value={draft}
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={update.isPending}
        className="min-h-11 w-full min-w-0 rounded-xl border border-accent bg-stage-800 px-3 text-lg font-semibold focus:outline-none"
      />
      <button
        type="button"
        className={iconButton}
        aria-label={t('profile.saveDisplayName')}
        onClick={save}
      >
        <Check aria-hidden className="size-5 text-accent" />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={t('profile.cancelEditing')}
        onClick={cancel}
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
