import { useEffect, useState } from 'react';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useStopStream } from '../hooks/use-stop-stream';
import { useT } from '../../../lib/i18n/i18n-context';

/** 00:12:34 since the stream started; hours always shown so the width never jumps. */
export function elapsed(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - new Date(startedAt).getTime()) / 1000));
  const part = (n: number) => String(n).padStart(2, '0');
  return `${part(Math.floor(seconds / 3600))}:${part(Math.floor(seconds / 60) % 60)}:${part(seconds % 60)}`;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The broadcaster's own stream on the media hub: "You're live · 00:12:34 · End stream", in plain sight. */
export function OwnLiveBar({ stream }: { stream: PublicStream }) {
  const t = useT();
  const now = useNow();
  const stop = useStopStream(stream.id);
  // One stray tap must not end a show for everyone watching (issue 32): End stream asks first.
  const [confirming, setConfirming] = useState(false);
  return (
    <div
      role="status"
      data-testid="own-live-bar"
      className="mb-3 flex items-center gap-3 rounded-2xl border border-red-500/40 bg-red-500/10 py-2 pr-2 pl-4"
    >
      <span aria-hidden className="size-2.5 shrink-0 animate-pulse rounded-full bg-red-500" />
      <p className="min-w-0 flex-1 text-sm font-semibold">
        {t('media.youreLive')}{' '}
        <time className="tabular-nums" dateTime={stream.startedAt ?? undefined}>
          {stream.startedAt ? elapsed(stream.startedAt, now) : '00:00:00'}
        </time>
      </p>
      <Button
        variant="danger"
        className="shrink-0 px-4"
        onClick={() => setConfirming(true)}
        disabled={stop.isPending}
      >
        {t(stop.isPending ? 'media.ending' : 'media.endStream')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('media.endConfirm')}
        description={t('media.endConfirmDetail', { title: stream.title })}
        confirmLabel={t(stop.isPending ? 'media.ending' : 'media.endStream')}
        cancelLabel={t('media.stayLive')}
        onConfirm={() => stop.mutate(undefined, { onSettled: () => setConfirming(false) })}
        pending={stop.isPending}
        destructive
      />
    </div>
  );
}
