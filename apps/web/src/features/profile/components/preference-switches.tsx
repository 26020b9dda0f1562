import type { PreferenceKey } from '@fanclub/shared/schemas/profile';
import { SwitchRow } from '../../../components/ui/switch';
import { useAccountPreferences } from '../hooks/use-account-preferences';

interface Toggle {
  key: PreferenceKey;
  label: string;
  description: string;
}

const groups: readonly { id: string; title: string; toggles: readonly Toggle[] }[] = [
  {
    id: 'notifications',
    title: 'Notifications',
    toggles: [
      { key: 'notifications', label: 'Notifications', description: 'News, drops and live alerts' },
      {
        key: 'pushNotifications',
        label: 'Push Notifications',
        description: 'Alerts on this device',
      },
      { key: 'emails', label: 'Emails', description: 'Newsletters and receipts' },
      { key: 'sms', label: 'SMS', description: 'Text messages for ticket drops' },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy & Permissions',
    toggles: [
      { key: 'allowAccess', label: 'Allow Access', description: 'Let the app use device features' },
      { key: 'camera', label: 'Camera', description: 'Take a new profile photo' },
      { key: 'cameraRoll', label: 'Camera Roll', description: 'Pick photos from your library' },
      { key: 'microphone', label: 'Microphone', description: 'Talk during live sessions' },
    ],
  },
];

/** The eight switches of spec section 3, grouped the way people look for them. */
export function PreferenceSwitches() {
  const { preferences, set } = useAccountPreferences();
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className="mt-8 scroll-mt-4"
        >
          <h2 id={`${group.id}-heading`} className="mb-3 text-lg font-semibold">
            {group.title}
          </h2>
          <div className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800 px-4">
            {group.toggles.map((toggle) => (
              <SwitchRow
                key={toggle.key}
                label={toggle.label}
                description={toggle.description}
                checked={preferences[toggle.key]}
                onCheckedChange={(value) => set(toggle.key, value)}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
