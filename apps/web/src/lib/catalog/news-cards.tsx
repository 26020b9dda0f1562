import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Lock } from 'lucide-react';
import type { ContentPost } from '@fanclub/shared/schemas/catalog';
import { planById } from '@fanclub/shared/plans';
import { paths } from '../../app/paths';
import { subscribeFor } from '../subscribe-link';
import { ArtImage } from '../../components/ui/art-image';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Section } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from './catalog-queries';
import { useViewer } from './viewer';
import { shortLocalDate } from '@fanclub/shared/calendar-day';
import { NEWS_LIMIT } from '@fanclub/shared/limits';

/** Who can read a locked post: its tier and every tier above it. */
function upgradePrompt(post: ContentPost): string {
  return post.requiredTier === 'vip'
    ? `Upgrade to ${planById('vip').name} to read this post`
    : `Upgrade to ${planById('fanplus').name} or ${planById('vip').name} to read this post`;
}

/**
 * The card's heading: the post's title. An artist post written in the club has none: open, its
 * text says it all (no heading); locked, the card says what it is, as its text stays on the server.
 */
function cardTitle(post: ContentPost, locked: boolean): string | null {
  if (post.title) return post.title;
  return locked ? 'A new post from the artist' : null;
}

/**
 * One news card, a link as a whole: an artist post opens in the club feed (/home/posts/:id) where
 * the fan can read and comment as their tier allows; a locked one goes to the plans, which name it.
 */
function NewsCard({ post }: { post: ContentPost }) {
  const locked = post.locked || post.body === null;
  const heading = cardTitle(post, locked);
  return (
    <Link
      to={locked ? subscribeFor('post', post.id) : paths.post(post.id)}
      className="block overflow-hidden rounded-2xl border border-white/5 bg-stage-800 hover:border-white/20"
    >
      <ArtImage
        image={post.image}
        alt=""
        sizes="(min-width: 36rem) 36rem, 100vw"
        className="aspect-video w-full object-cover"
      />
      <span className="block p-4">
        <span className="block text-xs text-stage-300">
          <time dateTime={post.createdAt}>{shortLocalDate(new Date(post.createdAt))}</time>
        </span>
        {heading && <span className="mt-1 block font-semibold">{heading}</span>}
        {locked ? (
          <span className="mt-3 flex min-h-11 items-center gap-3 rounded-xl bg-accent-soft px-3 text-sm font-medium text-white">
            <Lock aria-label="Locked" role="img" className="size-4 shrink-0 text-accent-strong" />
            {upgradePrompt(post)}
          </span>
        ) : (
          <>
            <span className="mt-2 line-clamp-3 block text-sm leading-relaxed text-stage-300">
              {post.body}
            </span>
            <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong">
              Open post
              <ChevronRight aria-hidden className="size-4" />
            </span>
          </>
        )}
      </span>
    </Link>
  );
}

/** News cards from the artist's posts, newest first; locked bodies never reach the browser. */
export function NewsSection({ title = 'Latest News' }: { title?: string }) {
  const viewer = useViewer();
  const posts = useQuery(catalogQueries.posts(NEWS_LIMIT, viewer));

  let body;
  if (posts.isPending) {
    body = (
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-[16/13]" />
        <Skeleton className="aspect-[16/13]" />
      </div>
    );
  } else if (posts.isError) {
    body = <ErrorNotice message="News could not be loaded." onRetry={() => void posts.refetch()} />;
  } else if (posts.data.length === 0) {
    body = <p className="text-sm text-stage-300">No news yet.</p>;
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {posts.data.map((post) => (
          <li key={post.id} data-testid="news-card">
            <NewsCard post={post} />
          </li>
        ))}
      </ul>
    );
  }
  return <Section title={title}>{body}</Section>;
}
