import { lazy, Suspense, useState } from 'react';
import type { ComponentProps } from 'react';

// The dialog code (Radix Dialog with its focus trap and scroll lock, about 14 KB gzip) is not
// part of the feed's first load: the feed shows no dialog until a tap, and the first-load budget
// is 150 KB. `warmDialogs` starts the download when a finger or pointer comes near a control that
// opens one, so it is usually there by the tap.
const loadModal = () => import('../../../components/ui/modal');

export const warmDialogs = () => void loadModal();

const LazyModal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/**
 * Mounted from the first time it is open, then kept (so it closes with its own animation and
 * focus goes back where Radix expects it).
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** components/ui/modal's Modal, its code fetched the first time it opens. */
export function OnDemandModal(props: ComponentProps<typeof LazyModal>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}
