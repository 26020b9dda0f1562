import { lazy, Suspense, useState } from 'react';
import type { ImageAsset } from '@fanclub/shared/media';
import { ArtImage } from '../../../components/ui/art-image';
import { useT } from '../../../lib/i18n/i18n-context';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';

// The full-screen viewer (and the dialog code under it) is fetched as a picture is approached,
// not with the feed.
const loadViewer = () =>
  Promise.all([import('./image-viewer'), loadRouteMessages(['communityWrite'])]).then(([m]) => m);
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.ImageViewer })));
const warmViewer = () => void loadViewer();

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
  const t = useT();
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
            onPointerEnter={warmViewer}
            onFocus={warmViewer}
            onTouchStart={warmViewer}
            aria-label={t('community.openPicture', { index: index + 1, count, label })}
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
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
