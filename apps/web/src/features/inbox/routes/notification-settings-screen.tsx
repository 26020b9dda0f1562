import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BellOff, Info } from 'lucide-react';
import type { InboxKind } from '@fanclub/shared/schemas/community';
import { paths } from '../../../app/paths';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen, Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { preferencesQuery, useSavePreferences } from '../api/preferences-api';
import { KindPreferences } from '../components/kind-preferences';
import { PushOffer } from '../components/push-offer';

// Grouped the way people think of them, not in the order the server lists the kinds.
const GROUPS: readonly { title: string; kinds: readonly InboxKind[] }[] = [
  { title: 'Community', kinds: ['artist_post', 'artist_reply', 'reply', 'post_like'] },
  { title: 'Live & events', kinds: ['live_started', 'event_announced', 'meet_greet'] },
  { title: 'Shop, orders & tickets', kinds: ['merch_drop', 'order_shipped', 'ticket_ready'] },
  { title: 'Support', kinds: ['support_answer'] },
];

/** /settings/notifications: per kind and channel, behind the Profile's master switch. */
export function NotificationSettingsScreen() {
  const { isLoading, session } = useSession();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner label="Loading your settings" />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <NotificationSettings masterOn={session.preferences.notifications} />;
}

function NotificationSettings({ masterOn }: { masterOn: boolean }) {
  const prefs = useQuery(preferencesQuery());
  const save = useSavePreferences();

  return (
    <Screen
      title="Notifications"
      back={{ to: paths.profile, label: 'Back to Profile' }}
      className="pb-10"
    >
      {masterOn ? (
        <p className="flex gap-3 text-sm text-stage-300">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-stage-400" />
          <span>
            Choose what reaches you and where. The Notifications switch on your{' '}
            <Link
              to={paths.profile}
              className="font-semibold text-white underline underline-offset-2"
            >
              Profile
            </Link>{' '}
            is the master switch: turn it off and nothing is sent.
          </span>
        </p>
      ) : (
        <div
          role="status"
          className="flex gap-3 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm"
        >
          <BellOff aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <span className="text-stage-300">
            <strong className="block font-semibold text-white">Notifications are off</strong>
            The master switch on your{' '}
            <Link
              to={paths.profile}
              className="font-semibold text-white underline underline-offset-2"
            >
              Profile
            </Link>{' '}
            is off, so nothing is sent until you turn it on. Your choices here are kept.
          </span>
        </div>
      )}

      {masterOn && (
        <div className="mt-5">
          <PushOffer />
        </div>
      )}

      {prefs.isPending ? (
        <Skeleton className="mt-8 h-96" />
      ) : prefs.isError || !prefs.data ? (
        <ErrorNotice
          className="mt-8"
          message="Your notification settings could not be loaded."
          onRetry={() => void prefs.refetch()}
        />
      ) : (
        GROUPS.map((group) => (
          <Section key={group.title} title={group.title}>
            <div className="flex flex-col gap-3">
              {group.kinds.map((kind) => (
                <KindPreferences
                  key={kind}
                  kind={kind}
                  value={prefs.data[kind]}
                  onChange={(next) => save.mutate({ ...prefs.data, [kind]: next })}
                />
              ))}
            </div>
          </Section>
        ))
      )}
      <p className="mt-6 text-xs text-stage-400">
        E-mail is a daily digest unless you choose Instant. Likes are never sent one mail at a time.
      </p>
    </Screen>
  );
}
