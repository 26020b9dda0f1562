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
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

// Grouped the way people think of them, not in the order the server lists the kinds.
const GROUPS: readonly { title: MessageKey; kinds: readonly InboxKind[] }[] = [
  { title: 'inbox.groupCommunity', kinds: ['artist_post', 'artist_reply', 'reply', 'post_like'] },
  { title: 'inbox.groupLive', kinds: ['live_started', 'event_announced', 'meet_greet'] },
  { title: 'inbox.groupShop', kinds: ['merch_drop', 'order_shipped', 'ticket_ready'] },
  { title: 'inbox.groupSupport', kinds: ['support_answer'] },
];

/** /settings/notifications: per kind and channel, behind the Profile's master switch. */
export function NotificationSettingsScreen() {
  const { isLoading, session } = useSession();
  const location = useLocation();
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('inbox.loadingSettings')} />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <NotificationSettings masterOn={session.preferences.notifications} />;
}

function NotificationSettings({ masterOn }: { masterOn: boolean }) {
  const prefs = useQuery(preferencesQuery());
  const save = useSavePreferences();
  const t = useT();

  return (
    <Screen
      title={t('inbox.notifications')}
      back={{ to: paths.profile, label: t('inbox.backToProfile') }}
      className="pb-10"
    >
      {masterOn ? (
        <p className="flex gap-3 text-sm text-stage-300">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-stage-400" />
          <span>
            {t('inbox.masterOnBefore')}{' '}
            <Link
              to={paths.profile}
              className="font-semibold text-white underline underline-offset-2"
            >
              {t('inbox.profileLink')}
            </Link>{' '}
            {t('inbox.masterOnAfter')}
          </span>
        </p>
      ) : (
        <div
          role="status"
          className="flex gap-3 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4 text-sm"
        >
          <BellOff aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <span className="text-stage-300">
            <strong className="block font-semibold text-white">{t('inbox.masterOffTitle')}</strong>
            {t('inbox.masterOffBefore')}{' '}
            <Link
              to={paths.profile}
              className="font-semibold text-white underline underline-offset-2"
            >
              {t('inbox.profileLink')}
            </Link>{' '}
            {t('inbox.masterOffAfter')}
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
          message={t('inbox.settingsError')}
          onRetry={() => void prefs.refetch()}
        />
      ) : (
        GROUPS.map((group) => (
          <Section key={group.title} title={t(group.title)}>
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
      <p className="mt-6 text-xs text-stage-400">{t('inbox.emailNote')}</p>
    </Screen>
  );
}
