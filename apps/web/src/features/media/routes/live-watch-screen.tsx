import { useEffect, useRef } from 'react';
import { canWatchStream } from '@fanclub/shared/access';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';
import { ChatOverlay } from '../components/chat-overlay';
import { LiveStage } from '../components/live-stage';
import { LiveTopBar } from '../components/live-top-bar';
import { LiveError } from '../components/live-states';
import { LockedLive } from '../components/locked-live';
import { useCloseViewer } from '../hooks/use-close-viewer';
import { useLiveStream } from '../hooks/use-live-stream';

/**
 * /media-hub/live: the live stream as a phone app shows it (issue 32, ADR 033). Join opens it: the picture
 * fills the screen and starts muted, chat and hearts sit over it, the artist, count and tier on
 * top. A modal dialog of its own route (no bottom bar); Escape or ✕ returns where the fan was.
 * Who may watch is the server's call: the others get the locked card, never a playable URL.
 */
export function LiveWatchScreen() {
  const t = useT();
  const close = useCloseViewer();
  const { session } = useSession();
  const live = useLiveStream();
  const dialog = useRef<HTMLDivElement>(null);
  const stream = live.data ?? null;

  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened inside (moderation) handles its own Escape first.
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  const watching = stream
    ? canWatchStream(
        session
          ? { role: session.profile.role, subscriptionTier: session.profile.subscriptionTier }
          : null,
        stream,
      )
    : false;

  let body;
  if (live.isPending) body = <Spinner label={t('media.loadingLive')} className="m-auto" />;
  else if (stream && watching)
    body = (
      <>
        <LiveStage key={stream.id} stream={stream} />
        <ChatOverlay key={`chat-${stream.id}`} streamId={stream.id} />
      </>
    );
  else if (stream)
    body = (
      <div className="m-auto w-full max-w-md px-4 pt-24 pb-6">
        <LockedLive key={stream.id} stream={stream} signedIn={session !== null} />
      </div>
    );
  else if (live.isError)
    body = (
      <div className="m-auto w-full max-w-md px-4">
        <LiveError onRetry={() => void live.refetch()} retrying={live.isFetching} />
      </div>
    );
  else
    body = (
      <div className="m-auto px-6 text-center">
        <p className="text-xs font-semibold tracking-wider text-white/80 uppercase">
          {t('media.noLive')}
        </p>
        <p className="text-lg font-semibold">{t('media.checkBack')}</p>
      </div>
    );

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={stream ? t('media.liveTitle', { title: stream.title }) : t('media.live')}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex h-dvh flex-col overflow-y-auto bg-black text-white outline-none"
    >
      {body}
      <LiveTopBar
        name={stream?.displayName ?? t('media.theArtist')}
        avatarUrl={stream?.avatarUrl}
        title={stream?.title}
        tier={stream?.audienceTier}
        live={stream !== null}
        viewerCount={stream && watching ? stream.viewerCount : undefined}
        onClose={close}
      />
    </div>
  );
}
