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
import { moderationQueries, useAddBlockedWord, useRemoveBlockedWord } from './api/moderation-api';

/** The blocked-words list: a post or comment containing one is held for review, not published. */
export function BlockedWordsPanel() {
  const words = useQuery(moderationQueries.words());
  const add = useAddBlockedWord();
  const remove = useRemoveBlockedWord();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const word = draft.trim().toLowerCase();
    if (word.length < 2) return setError('A blocked word has at least 2 characters.');
    setError(undefined);
    add.mutate(word, {
      onSuccess: () => {
        setDraft('');
        toast.success(`“${word}” is blocked`);
      },
      onError: (e) => setError(e instanceof ApiError ? (e.fields?.word ?? e.message) : String(e)),
    });
  }

  return (
    <div>
      <p className="text-sm text-stage-300">
        Posts and comments containing one of these words are held here for review instead of being
        published.
      </p>
      <form onSubmit={submit} className="mt-4 flex items-start gap-2" noValidate>
        <TextField
          label="Add a blocked word"
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
          Add
        </Button>
      </form>

      <div className="mt-5">
        {words.isPending ? (
          <Skeleton className="h-24" />
        ) : words.isError || !words.data ? (
          <ErrorNotice
            message="The blocked words could not be loaded."
            onRetry={() => void words.refetch()}
          />
        ) : words.data.words.length === 0 ? (
          <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
            No blocked words yet.
          </p>
        ) : (
          <ul aria-label="Blocked words" className="flex flex-wrap gap-2">
            {words.data.words.map(({ word }) => (
              <li
                key={word}
                className="inline-flex items-center gap-1 rounded-full border border-white/10 bg-stage-800 py-0.5 pr-0.5 pl-4 text-sm font-medium"
              >
                {word}
                <button
                  type="button"
                  aria-label={`Remove ${word}`}
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
