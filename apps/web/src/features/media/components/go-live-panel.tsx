import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';
import { liveQueries } from '../api/live-api';
import { GoLiveForm } from './go-live-form';
import { OwnStreamPanel } from './own-stream-panel';
import { ScheduleLiveForm } from './schedule-live-form';

/** The dialog's body: the caller's running stream(s) with the key, or the form to start one; then the schedule. */
export function GoLivePanel() {
  const t = useT();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const mine = useQuery(liveQueries.mine(userId));

  if (mine.isPending) return <Spinner label={t('media.loadingYourStreams')} className="py-6" />;
  if (mine.isError) {
    return (
      <ErrorNotice message={t('media.yourStreamsFailed')} onRetry={() => void mine.refetch()} />
    );
  }
  // Admins see every running stream; anyone with their own running stream stops it first.
  const ownsOne = mine.data.some((stream) => stream.userId === userId);
  return (
    <div className="flex flex-col gap-4">
      {mine.data.map((stream) => (
        <OwnStreamPanel key={stream.id} stream={stream} isOwn={stream.userId === userId} />
      ))}
      {!ownsOne && <GoLiveForm />}
      <hr className="border-white/10" />
      <ScheduleLiveForm />
    </div>
  );
}
