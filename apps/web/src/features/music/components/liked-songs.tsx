import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { useViewer } from '../../../lib/catalog/viewer';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';
import { musicQueries } from '../api/music-api';
import { TrackRow } from './track-row';

export const LIKED_SONGS_ID = 'liked-songs';

/**
 * The member's liked songs, newest like first (GET /api/me/liked-tracks: one request, where a
 * request per song made /music slow for a member with many). Profile's Liked Songs tile links
 * here (/music#liked-songs); guests see nothing.
 */
export function LikedSongs() {
  const t = useT();
  const { session } = useSession();
  const viewer = useViewer();
  const liked = useQuery(musicQueries.likedTracks(session?.user.id, viewer));
  const list = liked.data ?? [];
  const loading = liked.isPending;
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Arriving from the profile tile: bring the list into view once its rows have their height.
  useEffect(() => {
    if (hash === `#${LIKED_SONGS_ID}` && !loading) ref.current?.scrollIntoView();
  }, [hash, loading]);

  if (!session) return null;
  return (
    <section id={LIKED_SONGS_ID} ref={ref} aria-labelledby="liked-heading" className="mt-8">
      <h2 id="liked-heading" className="mb-3 font-display text-display-sm">
        {t('music.likedSongs')}
      </h2>
      {loading && session ? (
        <Skeleton className="h-16" />
      ) : list.length === 0 ? (
        <p className="text-sm text-stage-300">{t('music.noLikedSongs')}</p>
      ) : (
        <ol className="-mx-2 flex flex-col">
          {list.map((track, index) => (
            <li key={track.id}>
              <TrackRow
                track={track}
                queue={list}
                index={index}
                lead="cover"
                subtitle={track.albumTitle ?? '\u00a0'}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
