import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { Post } from '@fanclub/shared/schemas/community';
import { paths } from '../../../app/paths';
import { AuthorAvatar, AuthorName } from './author-line';
import { LikeButton } from './like-button';
import { LockedBody } from './locked-post';
import { PostImages } from './post-images';
import { PostMenu } from './post-menu';
import { RichText } from './rich-text';
import { formatCount } from '@fanclub/shared/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';

// Liking's code (the request, the cache updates, the error toast) is fetched as the heart is
// approached, not with the feed.
const loadLike = () => import('../hooks/like-post');
const warmLike = () => void loadLike();

/**
 * One post: who wrote it and when, its text (plain, with safe links) and pictures, or the lock
 * card; then like, comments and the options menu. In the feed the text is clamped and the card
 * links to the post; on the post screen (`detail`) it shows whole.
 */
export function PostCard({
  post,
  signedIn,
  detail = false,
  onDeleted,
}: {
  post: Post;
  signedIn: boolean;
  detail?: boolean;
  onDeleted?: () => void;
}) {
  const client = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const who = t('community.whosePost', { name: post.author.displayName });
  const headingId = `post-${post.id}-by`;
  const canLike = signedIn && !post.locked && post.status === 'published';
  return (
    <article
      aria-labelledby={headingId}
      data-testid="post-card"
      className={`border-white/5 bg-stage-800 px-4 pt-4 pb-1 ${detail ? 'rounded-2xl border' : 'rounded-3xl border'} ${post.kind === 'artist' ? 'border-accent/25' : ''}`}
    >
      <header className="flex items-start gap-3">
        <AuthorAvatar author={post.author} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="min-w-0">
            <AuthorName author={post.author} createdAt={post.createdAt} />
          </h3>
          {post.kind === 'artist' && post.requiredTier !== 'free' && (
            <p className="text-xs font-semibold text-accent-strong">
              {t('community.tierPost', { tier: tierName(t, post.requiredTier) })}
            </p>
          )}
        </div>
        <PostMenu post={post} signedIn={signedIn} onDeleted={onDeleted} />
      </header>

      {post.status === 'held' && (
        <p className="mt-3 rounded-xl bg-amber-400/10 px-3 py-2 text-sm text-amber-200">
          {t('community.heldNotice')}
        </p>
      )}
      {post.title && <p className="mt-3 font-display text-lg font-bold">{post.title}</p>}
      {post.locked || post.body === null ? (
        <LockedBody post={post} />
      ) : (
        <>
          <RichText text={post.body} clamp={!detail} className="mt-2" />
          <PostImages images={post.images} label={who} />
        </>
      )}

      {/* A locked post has nothing to like or discuss until it is unlocked. */}
      {!post.locked && (
        <footer className="-ml-2 mt-1 flex items-center gap-1">
          <LikeButton
            liked={post.likedByMe}
            count={post.likeCount}
            what={who}
            disabled={!canLike}
            onToggle={() =>
              void loadLike().then((m) => m.likePost(client, post, !post.likedByMe, t))
            }
            onApproach={warmLike}
          />
          {detail ? (
            <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm text-stage-300">
              <MessageCircle aria-hidden className="size-5" />
              {t('community.commentCount', {
                count: post.commentCount,
                shown: formatCount(post.commentCount, locale),
              })}
            </span>
          ) : (
            <Link
              to={paths.post(post.id)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-stage-300 hover:text-white"
            >
              <MessageCircle aria-hidden className="size-5" />
              <span className="sr-only">{t('community.commentsOn', { what: who })}</span>
              {post.commentCount > 0 && (
                <span className="tabular-nums">{formatCount(post.commentCount, locale)}</span>
              )}
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
