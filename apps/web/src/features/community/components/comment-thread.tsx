import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentThread as Thread } from '@fanclub/shared/schemas/community';
import { communityQueries } from '../api/community-api';
import type { Reader } from '../api/community-api';
import { sortReplies } from '../post-cache';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import { useT } from '../../../lib/i18n/i18n-context';

/** A comment, its replies one level deep (the artist's pinned first) and the reply box. */
export function CommentThread({
  thread,
  reader,
  signedIn,
  canComment,
}: {
  thread: Thread;
  reader: Reader;
  signedIn: boolean;
  canComment: boolean;
}) {
  const t = useT();
  const [replying, setReplying] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const more = useInfiniteQuery({
    ...communityQueries.replies(thread.id, reader),
    enabled: expanded,
  });
  const replies = useMemo(() => {
    const byId = new Map(thread.replies.map((reply) => [reply.id, reply]));
    for (const page of more.data?.pages ?? [])
      for (const reply of page.replies) if (!byId.has(reply.id)) byId.set(reply.id, reply);
    return sortReplies([...byId.values()]);
  }, [thread.replies, more.data]);
  const hidden = Math.max(0, thread.replyCount - replies.length);
  const canLoadMore = expanded ? more.hasNextPage : hidden > 0;

  return (
    <li className="py-2">
      <CommentItem
        comment={thread}
        signedIn={signedIn}
        canReply={canComment}
        onReply={() => setReplying(true)}
      />
      {(replies.length > 0 || replying || canLoadMore) && (
        <div className="mt-2 ml-6 border-l border-white/10 pl-3">
          <ul
            className="flex flex-col gap-2"
            aria-label={t('communityWrite.repliesTo', { name: thread.author.displayName })}
          >
            {replies.map((reply) => (
              <li key={reply.id}>
                <CommentItem comment={reply} signedIn={signedIn} canReply={false} />
              </li>
            ))}
          </ul>
          {canLoadMore && (
            <button
              type="button"
              disabled={more.isFetching}
              onClick={() => (expanded ? void more.fetchNextPage() : setExpanded(true))}
              className="mt-1 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-stage-300 hover:text-white"
            >
              {more.isFetching
                ? t('communityWrite.loadingReplies')
                : hidden > 0
                  ? t('communityWrite.viewMoreRepliesCount', { count: hidden })
                  : t('communityWrite.viewMoreReplies')}
            </button>
          )}
          {replying && canComment && (
            <CommentBox
              postId={thread.postId}
              parentId={thread.id}
              replyingTo={thread.author.displayName}
              autoFocus
              onSent={() => setReplying(false)}
            />
          )}
        </div>
      )}
    </li>
  );
}
