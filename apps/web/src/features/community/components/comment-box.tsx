import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { useCreateComment } from '../hooks/use-comment-actions';
import { problemMessage } from '../hooks/use-post-actions';
import { COMMENT_TEXT_MAX } from '../texts';
import { useT } from '../../../lib/i18n/i18n-context';
import { CharacterCount, characters } from './character-count';

/**
 * Writing a comment or a reply. The text stays in the box when the server says no (muted, slow
 * mode, too fast), with its reason below; a held comment is announced as such.
 */
export function CommentBox({
  postId,
  parentId,
  replyingTo,
  autoFocus = false,
  onSent,
}: {
  postId: string;
  parentId?: string;
  replyingTo?: string;
  autoFocus?: boolean;
  onSent?: () => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateComment(postId);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const countId = useId();
  const count = characters(text.trim());
  const label = replyingTo
    ? t('communityWrite.replyTo', { name: replyingTo })
    : t('communityWrite.writeComment');

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count === 0 || count > COMMENT_TEXT_MAX || create.isPending) return;
    create.mutate(
      { text: text.trim(), parentId },
      {
        onSuccess: (answer) => {
          setText('');
          setProblem(null);
          if (answer.status === 'held') toast.info(t('communityWrite.heldForReview'));
          onSent?.();
        },
        onError: (error) =>
          setProblem(problemMessage(error, t('communityWrite.commentSendError'), t)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className={parentId ? 'mt-2' : ''}>
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <textarea
          id={id}
          ref={field}
          value={text}
          rows={1}
          placeholder={
            replyingTo
              ? t('communityWrite.replyPlaceholder', { name: replyingTo })
              : t('communityWrite.addComment')
          }
          aria-describedby={countId}
          aria-invalid={count > COMMENT_TEXT_MAX || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submit(e);
          }}
          className="field-sizing-content max-h-40 min-h-11 min-w-0 flex-1 resize-none rounded-3xl border border-white/10 bg-stage-900 px-4 py-2.5 text-base placeholder:text-stage-400 focus:border-accent focus:outline-none"
        />
        <button
          type="submit"
          aria-label={parentId ? t('communityWrite.sendReply') : t('communityWrite.sendComment')}
          disabled={create.isPending || count === 0 || count > COMMENT_TEXT_MAX}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-fill text-white hover:bg-accent-fill-strong disabled:cursor-not-allowed disabled:bg-stage-600 disabled:text-stage-300"
        >
          <Send aria-hidden className="size-4" />
        </button>
      </div>
      <div className="mt-1 flex items-start justify-between gap-3 px-3">
        <p role="alert" className="text-sm text-amber-300">
          {problem}
        </p>
        {count > COMMENT_TEXT_MAX * 0.8 ? (
          <CharacterCount id={countId} count={count} max={COMMENT_TEXT_MAX} />
        ) : (
          <span id={countId} className="sr-only">
            {t('communityWrite.upToCharacters', { max: COMMENT_TEXT_MAX })}
          </span>
        )}
      </div>
    </form>
  );
}
