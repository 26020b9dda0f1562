// Loaded the first time a member opens the composer (composer-entry.tsx): the picker, the
// counter and the upload code stay out of the feed's first load.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { communityApi } from '../api/community-api';
import { useDraft } from '../hooks/use-draft';
import type { Draft } from '../hooks/draft-store';
import { prependPost } from '../post-cache';
import { POST_TEXT_MAX } from '../texts';
import { CharacterCount, characters } from './character-count';
import { ImagePicker } from './image-picker';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

const VISIBILITY: readonly { value: Draft['visibility']; label: MessageKey }[] = [
  { value: 'free', label: 'communityWrite.visibleFree' },
  { value: 'fanplus', label: 'communityWrite.visibleFanPlus' },
  { value: 'vip', label: 'communityWrite.visibleVip' },
];

function formOf(draft: Draft, staff: boolean): FormData {
  const form = new FormData();
  form.append('text', draft.text.trim());
  if (staff) {
    form.append('visibility', draft.visibility);
    if (draft.title.trim()) form.append('title', draft.title.trim());
  }
  for (const file of draft.files) form.append('images', file, file.name);
  return form;
}

/** Why the post did not go out, in the server's words when it gave some (muted until…, limits). */
function postProblem(error: unknown, t: (key: MessageKey) => string): string {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return error.message && error.message !== 'Too Many Requests'
        ? error.message
        : t('communityWrite.tooFast');
    if (error.status === 413) return t('communityWrite.picturesTooLarge');
    if (error.status < 500 && error.message) return error.message;
  }
  return t('communityWrite.sendError');
}

/** Writing a post: text with a counter, up to four pictures, and for staff a tier and a title. */
export function Composer({ staff, onDone }: { staff: boolean; onDone: () => void }) {
  const client = useQueryClient();
  const t = useT();
  const { draft, setDraft, clear } = useDraft();
  const [problem, setProblem] = useState<string | null>(null);
  const [pickerProblem, setPickerProblem] = useState<string | null>(null);
  const textId = useId();
  const titleId = useId();
  const countId = useId();
  const count = characters(draft.text.trim());
  const send = useMutation({
    mutationFn: () => communityApi.createPost(formOf(draft, staff)),
    onSuccess: ({ post }) => {
      clear();
      setProblem(null);
      if (post.status === 'held') toast.info(t('communityWrite.heldForReview'));
      else {
        prependPost(client, post);
        toast.success(t('communityWrite.posted'));
      }
      onDone();
    },
    // The draft stays as typed, pictures included; only the reason is shown.
    onError: (error) => setProblem(postProblem(error, t)),
  });
  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count === 0) return setProblem(t('communityWrite.writeSomething'));
    if (count > POST_TEXT_MAX)
      return setProblem(t('communityWrite.postTooLong', { max: POST_TEXT_MAX }));
    send.mutate();
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={send.isPending}>
      {staff && (
        <div className="mb-3 grid gap-3">
          <SelectField
            label={t('communityWrite.whoCanSee')}
            value={draft.visibility}
            onValueChange={(value) => update({ visibility: value as Draft['visibility'] })}
            options={VISIBILITY.map((option) => ({ ...option, label: t(option.label) }))}
          />
          <div>
            <label htmlFor={titleId} className="mb-1.5 block text-sm font-medium text-stage-300">
              {t('communityWrite.titleOptional')}
            </label>
            <input
              id={titleId}
              value={draft.title}
              maxLength={120}
              onChange={(e) => update({ title: e.target.value })}
              className="min-h-12 w-full rounded-xl border border-white/10 bg-stage-900 px-4 text-base focus:border-accent focus:outline-none"
            />
          </div>
        </div>
      )}
      <label htmlFor={textId} className="sr-only">
        {t('communityWrite.postText')}
      </label>
      <textarea
        id={textId}
        value={draft.text}
        // The sheet opens for this: typing can start at once.
        autoFocus
        rows={6}
        placeholder={staff ? t('communityWrite.shareWithFans') : t('communityWrite.shareWithClub')}
        aria-describedby={countId}
        aria-invalid={count > POST_TEXT_MAX || undefined}
        onChange={(e) => update({ text: e.target.value })}
        className="block w-full resize-y rounded-xl border border-white/10 bg-stage-900 px-4 py-3 text-base placeholder:text-stage-400 focus:border-accent focus:outline-none"
      />
      <div className="mt-1.5 flex justify-end">
        <CharacterCount id={countId} count={count} max={POST_TEXT_MAX} />
      </div>
      <div className="mt-2">
        <ImagePicker
          files={draft.files}
          onChange={(files) => update({ files })}
          onProblem={setPickerProblem}
        />
      </div>
      <p role="alert" className="mt-2 min-h-5 text-sm text-red-300">
        {problem ?? pickerProblem}
      </p>
      <Button
        type="submit"
        className="mt-2 w-full"
        disabled={send.isPending || count === 0 || count > POST_TEXT_MAX}
      >
        {send.isPending ? t('communityWrite.posting') : t('communityWrite.post')}
      </Button>
    </form>
  );
}
