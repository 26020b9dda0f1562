import { can } from '@fanclub/shared/permissions';
import { canWatchStream } from '@fanclub/shared/access';
import { Section } from '../../../components/ui/screen';
import { useSession } from '../../../lib/session';
import { GoLiveButton } from './go-live-button';
import { LiveChatPanel } from './live-chat-panel';
import { LivePlayer } from './live-player';
import { OwnLiveBar } from './own-live-bar';
import { LiveError, LiveLoading, LivePreview } from './live-states';
import { LockedLive } from './locked-live';
import { useLiveStream } from '../hooks/use-live-stream';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The 'Exclusive Content' player (spec: Live stream viewer): loading, then error, no-stream or
 * live. Artists and admins get the Go Live control beside it; the server still checks.
 */
export function LiveViewer() {
  const t = useT();
  const { role, session } = useSession();
  const live = useLiveStream();
  // The server decides too (no playable URL, chat or count for others); this only picks the view.
  const watching = live.data
    ? canWatchStream(
        session
          ? { role: session.profile.role, subscriptionTier: session.profile.subscriptionTier }
          : null,
        live.data,
      )
    : false;
  const ownLive = live.data && live.data.userId === session?.user.id ? live.data : null;

  let body;
  if (live.isPending) body = <LiveLoading />;
  else if (live.data && !watching)
    body = <LockedLive key={live.data.id} stream={live.data} signedIn={session !== null} />;
  else if (live.data) body = <LivePlayer key={live.data.id} stream={live.data} />;
  else if (live.isError)
    body = <LiveError onRetry={() => void live.refetch()} retrying={live.isFetching} />;
  else body = <LivePreview />;

  return (
    <Section
      title={t('media.exclusiveContent')}
      action={can(role, 'goLive') ? <GoLiveButton live={ownLive !== null} /> : undefined}
    >
      {ownLive && <OwnLiveBar stream={ownLive} />}
      {body}
      {/* Its own key: the player beside it is keyed by the same stream id. */}
      {live.data && watching && (
        <LiveChatPanel key={`chat-${live.data.id}`} streamId={live.data.id} />
      )}
    </Section>
  );
}
