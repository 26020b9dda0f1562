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
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { useLocale, useT } from '../i18n/i18n-context';
import type { Translator } from '../i18n/translator';

/** Who can read a locked post: its tier and every tier above it. */
function upgradePrompt(post: ContentPost, t: Translator['t']): string {
  return post.requiredTier === 'vip'
    ? t('catalog.upgradeToRead', { tier: planById('vip').name })
    : t('catalog.upgradeEitherToRead', {
        fanplus: planById('fanplus').name,
        vip: planById('vip').name,
      });
}

/** The post's day in this device's zone: English without Intl (see shortLocalDate), others with it. */
function postDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (locale === 'en' || Number.isNaN(date.getTime())) return shortLocalDate(date);
  return dateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium' }).format(date);
}

/**
 * The card's heading: the post's title. An artist post written in the club has none: open, its
 * text says it all (no heading); locked, the card says what it is, as its text stays on the server.
 */
function cardTitle(post: ContentPost, locked: boolean, t: Translator['t']): string | null {
  if (post.title) return post.title;
  return locked ? t('catalog.newArtistPost') : null;
}

/**
 * One news card, a link as a whole: an artist post opens in the club feed (/home/posts/:id) where
 * the fan can read and comment as their tier allows; a locked one goes to the plans, which name it.
 */
function NewsCard({ post }: { post: ContentPost }) {
  const t = useT();
  const locale = useLocale();
  const locked = post.locked || post.body === null;
  const heading = cardTitle(post, locked, t);
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
          <time dateTime={post.createdAt}>{postDate(post.createdAt, locale)}</time>
        </span>
        {heading && <span className="mt-1 block font-semibold">{heading}</span>}
        {locked ? (
          <span className="mt-3 flex min-h-11 items-center gap-3 rounded-xl bg-accent-soft px-3 text-sm font-medium text-white">
            <Lock
              aria-label={t('catalog.locked')}
              role="img"
              className="size-4 shrink-0 text-accent-strong"
            />
            {upgradePrompt(post, t)}
          </span>
        ) : (
          <>
            <span className="mt-2 line-clamp-3 block text-sm leading-relaxed text-stage-300">
              {post.body}
            </span>
            <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong">
              {t('catalog.openPost')}
              <ChevronRight aria-hidden className="size-4" />
            </span>
          </>
        )}
      </span>
    </Link>
  );
}

/** News cards from the artist's posts, newest first; locked bodies never reach the browser. */
export function NewsSection({ title }: { title?: string }) {
  const t = useT();
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
    body = <ErrorNotice message={t('catalog.newsError')} onRetry={() => void posts.refetch()} />;
  } else if (posts.data.length === 0) {
    body = <p className="text-sm text-stage-300">{t('catalog.noNews')}</p>;
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
  return <Section title={title ?? t('catalog.latestNews')}>{body}</Section>;
}
