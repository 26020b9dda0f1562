import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import type { ContentPost } from '@fanclub/shared/schemas/catalog';
import { planById } from '@fanclub/shared/plans';
import { paths } from '../../app/paths';
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

function NewsCard({ post }: { post: ContentPost }) {
  return (
    <article className="overflow-hidden rounded-2xl border border-white/5 bg-stage-800">
      <ArtImage
        image={post.image}
        alt=""
        sizes="(min-width: 36rem) 36rem, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="p-4">
        <p className="text-xs text-stage-300">
          <time dateTime={post.createdAt}>{shortLocalDate(new Date(post.createdAt))}</time>
        </p>
        <h3 className="mt-1 font-semibold">{post.title}</h3>
        {post.locked || post.body === null ? (
          <Link
            to={paths.subscribe}
            className="mt-3 flex min-h-11 items-center gap-3 rounded-xl bg-accent-soft px-3 text-sm font-medium text-white hover:bg-accent/25"
          >
            <Lock aria-label="Locked" role="img" className="size-4 shrink-0 text-accent-strong" />
            {upgradePrompt(post)}
          </Link>
        ) : (
          <p className="mt-2 text-sm leading-relaxed text-stage-300">{post.body}</p>
        )}
      </div>
    </article>
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
          <li key={post.id}>
            <NewsCard post={post} />
          </li>
        ))}
      </ul>
    );
  }
  return <Section title={title}>{body}</Section>;
}
