import { useQuery } from '@tanstack/react-query';
import { LATEST_VIDEOS_LIMIT } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { VideoPlayer } from '../../../lib/catalog/video-player';
import { useViewer } from '../../../lib/catalog/viewer';
import { LockedVideo } from '../../../lib/catalog/locked-video';
import { useT } from '../../../lib/i18n/i18n-context';

/** /video-player-1 and -2: the first or second latest video, full width. */
export function VideoHotspot({ position }: { position: 0 | 1 }) {
  // Same list (and cache entry) as the dashboard's Latest Videos, so the numbers match its tiles.
  const videos = useQuery(catalogQueries.videos(LATEST_VIDEOS_LIMIT, useViewer()));
  const video = videos.data?.[position];
  const t = useT();
  const back = { to: paths.dashboard, label: t('hotspots.backToDashboard') };

  if (videos.isPending) {
    return (
      <Screen back={back}>
        <h1 className="sr-only">{t('hotspots.loadingVideo')}</h1>
        <Skeleton className="-mx-4 aspect-video rounded-none" />
      </Screen>
    );
  }
  if (!video) {
    return (
      <Screen title={t('hotspots.video')} back={back}>
        <ErrorNotice
          message={videos.isError ? t('hotspots.videoError') : t('hotspots.videoUnavailable')}
          onRetry={videos.isError ? () => void videos.refetch() : undefined}
        />
      </Screen>
    );
  }
  return (
    <Screen title={video.title} back={back} className="pb-10">
      {video.videoUrl === null ? (
        <LockedVideo video={video} className="-mx-4 aspect-video w-[calc(100%+2rem)] max-w-none" />
      ) : (
        <VideoPlayer
          src={video.videoUrl}
          embedUrl={video.embedUrl}
          poster={video.thumbnail}
          title={video.title}
          className="-mx-4 aspect-video w-[calc(100%+2rem)] max-w-none"
        />
      )}
      <p className="mt-4 text-stage-300">{video.description}</p>
    </Screen>
  );
}
