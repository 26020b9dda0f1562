import { Bell } from 'lucide-react';
import { SwitchRow } from '../../../components/ui/switch';
import { useSession } from '../../../lib/session';
import { useAccountPreferences } from '../hooks/use-account-preferences';
import { useLiveAlerts } from '../hooks/use-live-alerts';
import { RowIcon } from './link-row';

const icon = <RowIcon Icon={Bell} />;

/** Signed in: go-live push alerts on this device. Signed out: the local switch (spec section 3). */
export function NotificationsRow() {
  const { session } = useSession();
  return <div className="px-4">{session ? <LiveAlertsSwitch /> : <LocalSwitch />}</div>;
}

function LiveAlertsSwitch() {
  const { checked, setOn } = useLiveAlerts();
  return <SwitchRow label="Notifications" icon={icon} checked={checked} onCheckedChange={setOn} />;
}

function LocalSwitch() {
  const { preferences, set } = useAccountPreferences();
  return (
    <SwitchRow
      label="Notifications"
      icon={icon}
      checked={preferences.notifications}
      onCheckedChange={(value) => set('notifications', value)}
    />
  );
}
