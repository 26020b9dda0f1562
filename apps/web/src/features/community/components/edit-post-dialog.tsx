import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Post } from '@fanclub/shared/schemas/community';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { problemMessage, useEditPost } from '../hooks/use-post-actions';
import { POST_TEXT_MAX } from '../texts';
import { CharacterCount, characters } from './character-count';
import { useT } from '../../../lib/i18n/i18n-context';

/** Edit a post's text; on failure the edited text stays and the server's reason shows. */
export function EditPostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState(post.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  const edit = useEditPost();
  const id = useId();
  const countId = useId();
  const count = characters(text.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    edit.mutate(
      { post, text: text.trim() },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => setProblem(problemMessage(error, t('communityWrite.saveError'), t)),
      },
    );
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('communityWrite.editPost')}>
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className="sr-only">
          {t('communityWrite.postText')}
        </label>
        <textarea
          id={id}
          value={text}
          rows={6}
          aria-describedby={countId}
          onChange={(e) => setText(e.target.value)}
          className="block w-full resize-y rounded-xl border border-white/10 bg-stage-900 px-4 py-3 text-base focus:border-accent focus:outline-none"
        />
        <div className="mt-1.5 flex items-start justify-between gap-3 text-sm">
          <p role="alert" className="text-red-300">
            {problem}
          </p>
          <CharacterCount id={countId} count={count} max={POST_TEXT_MAX} />
        </div>
        <Button
          type="submit"
          className="mt-3 w-full"
          disabled={edit.isPending || count === 0 || count > POST_TEXT_MAX}
        >
          {edit.isPending ? t('communityWrite.saving') : t('communityWrite.save')}
        </Button>
      </form>
    </Modal>
  );
}
