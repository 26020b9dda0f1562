import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import { formatDuration } from '@fanclub/shared/format';
import { LATEST_VIDEOS_LIMIT } from '@fanclub/shared/limits';
import { ArtImage } from '../../components/ui/art-image';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Section } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { catalogQueries } from './catalog-queries';
import type { PlayableVideo } from './video-dialog';
import { VideoDialogOnDemand } from './lazy-dialogs';
import { useViewer } from './viewer';
import { LockedVideo } from './locked-video';
import { useT } from '../i18n/i18n-context';

/** 'Latest Videos': two tiles, each opening the embedded player dialog. */
export function LatestVideosSection() {
  const t = useT();
  const videos = useQuery(catalogQueries.videos(LATEST_VIDEOS_LIMIT, useViewer()));
  const [playing, setPlaying] = useState<PlayableVideo | null>(null);

  let body;
  if (videos.isPending) {
    body = (
      <div className="grid grid-cols-2 gap-3">
        {Array.from({ length: LATEST_VIDEOS_LIMIT }, (_, i) => (
          <div key={i}>
            <Skeleton className="aspect-video" />
            <Skeleton className="mt-2 h-5 w-3/4 rounded-md" />
          </div>
        ))}
      </div>
    );
  } else if (videos.isError) {
    body = <ErrorNotice message={t('catalog.videosError')} onRetry={() => void videos.refetch()} />;
  } else if (videos.data.length === 0) {
    body = <p className="text-sm text-stage-300">{t('catalog.noVideos')}</p>;
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3">
        {videos.data.slice(0, LATEST_VIDEOS_LIMIT).map((video) => (
          <li key={video.id}>
            {video.videoUrl === null ? (
              <LockedVideo video={video} tile />
            ) : (
              <button
                type="button"
                onClick={() =>
                  setPlaying({
                    title: video.title,
                    description: video.description,
                    videoUrl: video.videoUrl ?? '',
                    embedUrl: video.embedUrl,
                    poster: video.thumbnail,
                  })
                }
                className="group block w-full text-left"
              >
                <span className="relative block overflow-hidden rounded-2xl bg-stage-800">
                  <ArtImage
                    image={video.thumbnail}
                    alt=""
                    sizes="50vw"
                    className="aspect-video w-full object-cover"
                  />
                  <span className="absolute inset-0 grid place-items-center bg-black/25 transition-colors group-hover:bg-black/40">
                    <span className="grid size-11 place-items-center rounded-full bg-white/90 text-stage-900">
                      <Play aria-hidden className="ml-0.5 size-5 fill-current" />
                    </span>
                  </span>
                  <span className="absolute right-2 bottom-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs font-medium">
                    {formatDuration(video.durationSeconds)}
                  </span>
                </span>
                <span className="mt-2 block wrap-anywhere text-sm font-semibold">
                  <span className="sr-only">{`${t('catalog.playVideo')} `}</span>
                  {video.title}
                </span>
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section title={t('catalog.latestVideos')}>
      {body}
      <VideoDialogOnDemand video={playing} onClose={() => setPlaying(null)} />
    </Section>
  );
}
