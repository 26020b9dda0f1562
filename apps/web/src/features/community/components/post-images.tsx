import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ImageAsset } from '@fanclub/shared/media';
import { ArtImage } from '../../../components/ui/art-image';
import { Modal } from '../../../components/ui/modal';

// One picture fills the width at its own shape (within limits); two to four share a grid of
// squares, the first of three taking the left column.
const GRID: Record<number, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-2 grid-rows-2',
  4: 'grid-cols-2 grid-rows-2',
};

/** A post's pictures; tapping one opens it full screen, with the others a swipe-button away. */
export function PostImages({ images, label }: { images: readonly ImageAsset[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const count = images.length;
  return (
    <>
      <div
        className={`mt-3 grid gap-1 overflow-hidden rounded-2xl ${GRID[count] ?? ''} ${count > 1 ? 'aspect-square' : ''}`}
      >
        {images.map((image, index) => (
          <button
            key={image.url}
            type="button"
            onClick={() => setOpen(index)}
            aria-label={`Open picture ${index + 1} of ${count} from ${label}`}
            className={`relative block overflow-hidden bg-stage-700 ${count === 3 && index === 0 ? 'row-span-2' : ''}`}
          >
            <ArtImage
              image={image}
              alt=""
              sizes={
                count === 1 ? '(min-width: 36rem) 34rem, 100vw' : '(min-width: 36rem) 17rem, 50vw'
              }
              className={
                count === 1
                  ? 'h-auto max-h-[32rem] w-full object-cover'
                  : 'absolute inset-0 size-full object-cover'
              }
            />
          </button>
        ))}
      </div>
      {open !== null && (
        <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

function ImageViewer({
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
  const step = (by: number) => onIndex((index + by + images.length) % images.length);
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Picture ${index + 1} of ${images.length}`}
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
              aria-label="Previous picture"
              className="absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronLeft aria-hidden className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label="Next picture"
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
