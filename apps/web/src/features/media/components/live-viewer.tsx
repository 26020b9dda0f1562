import { can } from '@fanclub/shared/permissions';
import { Section } from '../../../components/ui/screen';
import { useSession } from '../../../lib/session';
import { GoLiveButton } from './go-live-button';
import { LiveChatPanel } from './live-chat-panel';
import { LivePlayer } from './live-player';
import { LiveError, LiveLoading, LivePreview } from './live-states';
import { useLiveStream } from './use-live-stream';

/**
 * The 'Exclusive Content' player (spec: Live stream viewer): loading, then error, no-stream or
 * live. Artists and admins get the Go Live control beside it; the server still checks.
 */
export function LiveViewer() {
  const { role } = useSession();
  const live = useLiveStream();

  let body;
  if (live.isPending) body = <LiveLoading />;
  else if (live.data) body = <LivePlayer key={live.data.id} stream={live.data} />;
  else if (live.isError)
    body = <LiveError onRetry={() => void live.refetch()} retrying={live.isFetching} />;
  else body = <LivePreview />;

  return (
    <Section title="Exclusive Content" action={can(role, 'goLive') ? <GoLiveButton /> : undefined}>
      {body}
      {/* Its own key: the player beside it is keyed by the same stream id. */}
      {live.data && <LiveChatPanel key={`chat-${live.data.id}`} streamId={live.data.id} />}
    </Section>
  );
}
