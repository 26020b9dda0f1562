import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import type { UpdateContentBody } from '@fanclub/shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import {
  invalidatePosts,
  serverMessage,
  updateContent,
  uploadContentImage,
} from '../api/admin-api';
import { CoverImagePicker } from '../../../lib/cover-image-picker';
import { saveWithImage } from './save-with-image';
import type { AdminPost } from '../api/admin-api';
import { ContentFields } from './content-fields';
import { TranslationsEditor } from './translations-editor';
import type { ContentDraft } from './content-fields';

/** Edit dialog, prefilled from the list row; open while `post` is set. */
export function EditContentDialog({
  post,
  onClose,
}: {
  post: AdminPost | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={post !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.editContent')}
    >
      {post && <EditContentForm key={post.id} post={post} onDone={onClose} />}
      {post && (
        <TranslationsEditor
          key={`tr-${post.id}`}
          kind="post"
          id={post.id}
          fields={[
            { name: 'title', label: t('admin.contentTitle') },
            { name: 'body', label: t('admin.contentBody'), multiline: true },
          ]}
        />
      )}
    </Modal>
  );
}

function EditContentForm({ post, onDone }: { post: AdminPost; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ContentDraft>({
    title: post.title,
    body: post.body,
    visibility: post.visibility,
  });
  const [errors, setErrors] = useState<Partial<Record<'title' | 'body', string>>>({});
  const [image, setImage] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: (body: UpdateContentBody) =>
      saveWithImage(updateContent(post.id, body), image, uploadContentImage, t),
    onSuccess: () => {
      toast.success(t('admin.contentUpdated'));
      void invalidatePosts(queryClient);
      onDone();
    },
    onError: (error) =>
      toast.error(t('admin.contentUpdateFailed'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const title = draft.title.trim();
    const body = draft.body.trim();
    // Emptying a field that had text would otherwise look like a Save button that does nothing.
    const next = {
      ...(title ? {} : { title: t('admin.enterTitle') }),
      ...(body ? {} : { body: t('admin.enterBody') }),
    };
    setErrors(next);
    if (!title || !body) return;
    mutation.mutate({ title, body, visibility: draft.visibility });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <ContentFields
        draft={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        errors={errors}
      />
      <CoverImagePicker file={image} onChange={setImage} currentUrl={post.image?.url} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('admin.saving') : t('admin.saveChanges')}
      </Button>
    </form>
  );
}
