import { lazy, Suspense, useState } from 'react';
import { Radio } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';

// Only artists and admins ever open this, so its form (and the select it uses) loads on demand.
const GoLivePanel = lazy(() => import('./go-live-panel').then((m) => ({ default: m.GoLivePanel })));

/** The Go Live control beside the player (artists and admins; the caller checks the role). */
export function GoLiveButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} className="shrink-0 px-4">
        <Radio aria-hidden className="size-4" />
        Go Live
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Go Live"
        description="Start a live stream for your fans."
      >
        <Suspense fallback={<Spinner label="Loading" className="py-6" />}>
          <GoLivePanel />
        </Suspense>
      </Modal>
    </>
  );
}
