import { Bell } from 'lucide-react';
import { SwitchRow } from '../../../components/ui/switch';
import { setPreference, usePreferences } from '../preferences-store';
import { RowIcon } from './link-row';

export function NotificationsRow() {
  const { notifications } = usePreferences();
  return (
    <div className="px-4">
      <SwitchRow
        label="Notifications"
        icon={<RowIcon Icon={Bell} />}
        checked={notifications}
        onCheckedChange={(value) => setPreference('notifications', value)}
      />
    </div>
  );
}
