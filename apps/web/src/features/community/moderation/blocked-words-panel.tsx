import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { BLOCKED_WORD_MAX } from '@fanclub/shared/community-texts';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { moderationQueries, useAddBlockedWord, useRemoveBlockedWord } from './api/moderation-api';

/** The blocked-words list: a post or comment containing one is held for review, not published. */
export function BlockedWordsPanel() {
  const t = useT();
  const words = useQuery(moderationQueries.words());
  const add = useAddBlockedWord();
  const remove = useRemoveBlockedWord();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const word = draft.trim().toLowerCase();
    if (word.length < 2) return setError(t('moderation.wordTooShort'));
    setError(undefined);
    add.mutate(word, {
      onSuccess: () => {
        setDraft('');
        toast.success(t('moderation.wordBlocked', { word }));
      },
      onError: (e) => setError(e instanceof ApiError ? (e.fields?.word ?? e.message) : String(e)),
    });
  }

  return (
    <div>
      <p className="text-sm text-stage-300">{t('moderation.wordsHint')}</p>
      <form onSubmit={submit} className="mt-4 flex items-start gap-2" noValidate>
        <TextField
          label={t('moderation.addWord')}
          className="flex-1"
          value={draft}
          maxLength={BLOCKED_WORD_MAX}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={error}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" className="mt-7 min-h-12 px-4" disabled={add.isPending}>
          <Plus aria-hidden className="size-4" />
          {t('moderation.add')}
        </Button>
      </form>

      <div className="mt-5">
        {words.isPending ? (
          <Skeleton className="h-24" />
        ) : words.isError || !words.data ? (
          <ErrorNotice message={t('moderation.wordsError')} onRetry={() => void words.refetch()} />
        ) : words.data.words.length === 0 ? (
          <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
            {t('moderation.noWords')}
          </p>
        ) : (
          <ul aria-label={t('moderation.blockedWords')} className="flex flex-wrap gap-2">
            {words.data.words.map(({ word }) => (
              <li
                key={word}
                className="inline-flex items-center gap-1 rounded-full border border-white/10 bg-stage-800 py-0.5 pr-0.5 pl-4 text-sm font-medium"
              >
                {word}
                <button
                  type="button"
                  aria-label={t('moderation.removeWord', { word })}

                  disabled={remove.isPending}
                  onClick={() => remove.mutate(word)}
                  className="inline-flex size-10 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
