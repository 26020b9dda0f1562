import { lazy, Suspense, useState } from 'react';
import { Radio, Settings2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';

// Only artists and admins ever open this, so its form (and the select it uses) loads on demand.
const GoLivePanel = lazy(() => import('./go-live-panel').then((m) => ({ default: m.GoLivePanel })));

/** The Go Live control beside the player (artists and admins; the caller checks the role). */
export function GoLiveButton({ live = false }: { live?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // While the caller is live the bar above the player ends the stream; this opens the key and OBS details.
  const label = t(live ? 'media.streamSettings' : 'media.goLive');
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        variant={live ? 'secondary' : 'primary'}
        className="shrink-0 px-4"
      >
        {live ? (
          <Settings2 aria-hidden className="size-4" />
        ) : (
          <Radio aria-hidden className="size-4" />
        )}
        {label}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('media.goLive')}
        description={t(live ? 'media.goLiveLiveDetail' : 'media.goLiveDetail')}
      >
        <Suspense fallback={<Spinner label={t('media.loading')} className="py-6" />}>
          <GoLivePanel />
        </Suspense>
      </Modal>
    </>
  );
}
