import { Mail } from 'lucide-react';
import { SwitchRow } from '../../../components/ui/switch';
import { useAccountPreferences } from '../hooks/use-account-preferences';
import { RowIcon } from './link-row';
import { NotificationsRow } from './notifications-row';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * Edit Profile's switches: only ones the server acts on. The Notifications switch is the very one
 * Profile shows (same hook, same stored value), with the per-kind settings behind it; camera and
 * microphone are asked for by the browser when a stream starts, so they have no switch here.
 */
export function PreferenceSwitches() {
  const { preferences, set } = useAccountPreferences();
  const t = useT();
  return (
    <section
      id="notifications"
      aria-labelledby="notifications-heading"
      className="mt-8 scroll-mt-4"
    >
      <h2 id="notifications-heading" className="mb-3 text-lg font-semibold">
        {t('profile.notifications')}
      </h2>
      <div className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800">
        <NotificationsRow />
        <div className="px-4">
          {/* Instant e-mails and digests go out only while this is on (notifications/channels.ts). */}
          <SwitchRow
            label={t('profile.emails')}
            description={t('profile.emailsHint')}
            icon={<RowIcon Icon={Mail} />}
            checked={preferences.emails}
            onCheckedChange={(value) => set('emails', value)}
          />
        </div>
      </div>
    </section>
  );
}
