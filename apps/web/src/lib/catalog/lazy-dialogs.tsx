// The album and video modals bring Radix Dialog and its scroll lock (about 20 KB gzip); they
// load the first time a modal opens instead of with the dashboard, keeping first-load JS small.
import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';
import type { AlbumDialog } from './album-dialog';
import type { VideoDialog } from './video-dialog';

const LazyAlbumDialog = lazy(() =>
  import('./album-dialog').then((m) => ({ default: m.AlbumDialog })),
);
const LazyVideoDialog = lazy(() =>
  import('./video-dialog').then((m) => ({ default: m.VideoDialog })),
);

/** Stays mounted once opened, so closing still animates. */
function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function AlbumDialogOnDemand(props: ComponentProps<typeof AlbumDialog>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyAlbumDialog {...props} />
    </Suspense>
  );
}

export function VideoDialogOnDemand(props: ComponentProps<typeof VideoDialog>) {
  if (!useOpenedOnce(props.video !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LazyVideoDialog {...props} />
    </Suspense>
  );
}
