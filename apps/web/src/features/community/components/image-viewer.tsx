import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ImageAsset } from '@fanclub/shared/media';
import { ArtImage } from '../../../components/ui/art-image';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n/i18n-context';

/** A post's pictures full screen, one at a time (post-images.tsx loads this on first use). */
export function ImageViewer({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: readonly ImageAsset[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const image = images[index];
  const many = images.length > 1;
  const t = useT();
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('communityWrite.pictureOf', { index: index + 1, count: images.length })}
      variant="fullscreen"
      hideHeader
    >
      <div
        className="relative grid min-h-0 flex-1 place-items-center"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        {image && (
          <ArtImage image={image} alt="" priority className="max-h-dvh w-full object-contain" />
        )}
        {many && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('communityWrite.previousPicture')}
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('communityWrite.nextPicture')}
              className="absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronRight aria-hidden className="size-6" />
            </button>
            <p className="absolute bottom-[max(1rem,env(safe-area-inset-bottom))] left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm tabular-nums">
              {index + 1} / {images.length}
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
