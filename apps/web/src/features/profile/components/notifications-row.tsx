import { Bell, SlidersHorizontal } from 'lucide-react';
import { paths } from '../../../app/paths';
import { SwitchRow } from '../../../components/ui/switch';
import { useSession } from '../../../lib/session';
import { useAccountPreferences } from '../hooks/use-account-preferences';
import { useLiveAlerts } from '../hooks/use-live-alerts';
import { LinkRow, RowIcon } from './link-row';
import { useT } from '../../../lib/i18n/i18n-context';

const icon = <RowIcon Icon={Bell} />;

/**
 * Signed in: go-live push alerts on this device, the master switch, with the per-kind and channel
 * settings behind it (/settings/notifications). Signed out: the local switch (spec section 3).
 */
export function NotificationsRow() {
  const { session } = useSession();
  const t = useT();
  if (!session)
    return (
      <div className="px-4">
        <LocalSwitch />
      </div>
    );
  return (
    <>
      <div className="px-4">
        <LiveAlertsSwitch />
      </div>
      <LinkRow
        to={paths.notificationSettings}
        Icon={SlidersHorizontal}
        label={t('profile.notificationSettings')}
      />
    </>
  );
}

function LiveAlertsSwitch() {
  const { checked, setOn } = useLiveAlerts();
  const t = useT();
  return (
    <SwitchRow
      label={t('profile.notifications')}
      icon={icon}
      checked={checked}
      onCheckedChange={setOn}
    />
  );
}

function LocalSwitch() {
  const { preferences, set } = useAccountPreferences();
  const t = useT();
  return (
    <SwitchRow
      label={t('profile.notifications')}
      icon={icon}
      checked={preferences.notifications}
      onCheckedChange={(value) => set('notifications', value)}
    />
  );
}
