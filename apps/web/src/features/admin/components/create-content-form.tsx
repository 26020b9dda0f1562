import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { DEFAULT_CONTENT_VISIBILITY } from '@fanclub/shared/limits';
import { Button } from '../../../components/ui/button';
import type { CreateContentInput } from '@fanclub/shared/schemas/admin';
import { createContent, invalidatePosts, uploadContentImage } from '../api/admin-api';
import { CoverImagePicker } from '../../../lib/cover-image-picker';
import { saveWithImage } from './save-with-image';
import { ContentFields } from './content-fields';
import type { ContentDraft } from './content-fields';

const EMPTY: ContentDraft = { title: '', body: '', visibility: DEFAULT_CONTENT_VISIBILITY };

export function CreateContentForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContentDraft>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: (body: CreateContentInput) =>
      saveWithImage(createContent(body), image, uploadContentImage, t),
    onSuccess: () => {
      toast.success(t('admin.contentCreated'));
      setDraft(EMPTY);
      setImage(null);
      // The tools' list and the fans' news cards.
      void invalidatePosts(queryClient);
    },
    onError: () => toast.error(t('admin.contentCreateFailed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // Like the event form, an incomplete post is simply not sent (title and body are required).
    const title = draft.title.trim();
    const body = draft.body.trim();
    if (!title || !body || mutation.isPending) return;
    mutation.mutate({ title, body, visibility: draft.visibility });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="create-content-heading"
    >
      <h2 id="create-content-heading" className="text-lg font-semibold">
        {t('admin.createContent')}
      </h2>
      <ContentFields draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
      <CoverImagePicker file={image} onChange={setImage} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.creating') : t('admin.createContent')}
      </Button>
    </form>
  );
}
