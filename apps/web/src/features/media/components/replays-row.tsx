import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, Lock, Play } from 'lucide-react';
import type { ReplaySummary } from '@fanclub/shared/schemas/replays';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Modal } from '../../../components/ui/modal';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { scrollRowClass } from '../../../lib/catalog/scroll-row';
import { useViewer } from '../../../lib/catalog/viewer';
import { replayQueries } from '../api/replays-api';
import { formatClock, formatReplayDate } from './replay-format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

// The player, its chat and the edit form are not in the hub's chunk: fetched once the row has
// replays to show, so a tap starts the video without waiting for code (target < 1.5 s).
const loadPlayer = () => import('./replay-player');
const ReplayPlayer = lazy(() => loadPlayer().then((m) => ({ default: m.ReplayPlayer })));
const CARD = 'w-[11rem] shrink-0 snap-start';

function ReplayCard({ replay, onOpen }: { replay: ReplaySummary; onOpen: () => void }) {
  const t = useT();
  const { locale } = useFormat();
  const tier = replay.audienceTier === 'vip' ? 'VIP' : 'Fan+';
  const label = replay.locked
    ? t('media.replayLockedLabel', { title: replay.title, tier })
    : t('media.playReplay', { title: replay.title });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      data-testid="replay-card"
      className="flex h-full w-full flex-col gap-2 rounded-2xl bg-stage-800 p-3 text-left"
    >
      <span className="relative grid aspect-video w-full place-items-center rounded-xl bg-stage-900">
        {replay.locked ? (
          <Lock aria-hidden className="size-6 text-stage-300" />
        ) : (
          <Play aria-hidden className="size-6 text-white" />
        )}
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/70 px-1.5 text-xs text-white tabular-nums">
          {formatClock(replay.durationSec)}
        </span>
        {replay.hidden && (
          <span className="absolute top-1.5 left-1.5 rounded bg-black/70 px-1.5 text-xs text-white">
            {t('media.hidden')}
          </span>
        )}
      </span>
      <span className="line-clamp-2 text-sm font-semibold">{replay.title}</span>
      <span className="flex items-center gap-2 text-xs text-stage-300">
        <span>{formatReplayDate(replay.startedAt, locale)}</span>
        <span className="flex items-center gap-0.5">
          <Eye aria-hidden className="size-3" />
          {replay.peakViewers}
        </span>
      </span>
      {replay.locked && (
        <span className="text-xs font-semibold text-accent-text">
          {t('media.tierMembers', { tier })}
        </span>
      )}
    </button>
  );
}

/** 'Replays': past live streams, newest first; locked above the viewer's tier. */
export function ReplaysRow() {
  const t = useT();
  const { locale } = useFormat();
  const viewer = useViewer();
  const replays = useQuery(replayQueries.list(viewer));
  const [open, setOpen] = useState<ReplaySummary | null>(null);
  const any = (replays.data?.replays.length ?? 0) > 0;
  useEffect(() => {
    if (any) void loadPlayer();
  }, [any]);

  if (replays.isSuccess && replays.data.replays.length === 0) return null;
  let body;
  if (replays.isPending) {
    body = (
      <div className={scrollRowClass}>
        {[0, 1].map((i) => (
          <Skeleton key={i} className={`${CARD} aspect-[4/5]`} />
        ))}
      </div>
    );
  } else if (replays.isError) {
    body = (
      <ErrorNotice message={t('media.replaysFailed')} onRetry={() => void replays.refetch()} />
    );
  } else {
    body = (
      <ul className={scrollRowClass} aria-label={t('media.replays')}>
        {replays.data.replays.map((replay) => (
          <li key={replay.id} className={CARD}>
            <ReplayCard replay={replay} onOpen={() => setOpen(replay)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section title={t('media.replays')}>
      {body}
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.title ?? ''}
        description={open ? formatReplayDate(open.startedAt, locale) : undefined}
      >
        {open && (
          <Suspense fallback={<Spinner label={t('media.loading')} className="py-6" />}>
            <ReplayPlayer
              replay={open}
              canManage={replays.data?.canManage ?? false}
              onClose={() => setOpen(null)}
            />
          </Suspense>
        )}
      </Modal>
    </Section>
  );
}
