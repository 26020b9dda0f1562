import type { ImageAsset } from '@fanclub/shared/media';
import { Modal } from '../../components/ui/modal';
import { VideoPlayer } from './video-player';

export interface PlayableVideo {
  title: string;
  description: string;
  videoUrl: string;
  /** Privacy-enhanced provider player (shared Video.embedUrl); played instead of videoUrl when set. */
  embedUrl?: string | null;
  poster: ImageAsset | null;
}

interface VideoDialogProps {
  video: PlayableVideo | null;
  onClose: () => void;
  /** Clips play edge to edge (spec: 'fullscreen video dialog'); latest videos sit in a sheet. */
  fullscreen?: boolean;
}

/** Embedded player dialog; open while `video` is set. */
export function VideoDialog({ video, onClose, fullscreen = false }: VideoDialogProps) {
  return (
    <Modal
      open={video !== null}
      onOpenChange={(open) => !open && onClose()}
      title={video?.title ?? ''}
      description={video?.description}
      variant={fullscreen ? 'fullscreen' : 'sheet'}
      hideHeader={fullscreen}
    >
      {video && (
        <VideoPlayer
          src={video.videoUrl}
          embedUrl={video.embedUrl}
          poster={video.poster}
          title={video.title}
          autoPlay
          className={
            fullscreen ? 'min-h-0 w-full flex-1 object-contain' : 'aspect-video w-full rounded-2xl'
          }
        />
      )}
    </Modal>
  );
}
