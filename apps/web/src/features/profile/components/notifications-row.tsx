import { Bell } from 'lucide-react';
import { SwitchRow } from '../../../components/ui/switch';
import { useAccountPreferences } from '../use-account-preferences';
import { RowIcon } from './link-row';

export function NotificationsRow() {
  const { preferences, set } = useAccountPreferences();
  return (
    <div className="px-4">
      <SwitchRow
        label="Notifications"
        icon={<RowIcon Icon={Bell} />}
        checked={preferences.notifications}
        onCheckedChange={(value) => set('notifications', value)}
      />
    </div>
  );
}
