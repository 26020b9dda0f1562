import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { TIER_RING } from '../../../components/ui/tier-badge';
import type { Session } from '../../../lib/session';
import { shownName } from '../member';
import { AvatarPicker } from './avatar-picker';
import { DisplayNameEditor } from './display-name-editor';
import { RoleBadge } from './role-badge';
import { LogInLink } from './session-buttons';
import { useT } from '../../../lib/i18n/i18n-context';

/** Photo, name, e-mail and role for a member; for a guest the same card invites them in. */
export function ProfileHeader({ session }: { session: Session | null }) {
  const t = useT();
  if (!session) {
    return (
      <section aria-label={t('profile.guest')} className="flex flex-col items-center text-center">
        <AvatarPicker src={null} name={t('profile.guest')} editable={false} />
        <h2 className="mt-4 font-display text-2xl font-bold">{t('profile.guest')}</h2>
        <p className="mt-1 max-w-xs text-sm text-stage-300">{t('profile.guestHint')}</p>
        <div className="mt-5 grid w-full grid-cols-2 gap-3">
          <LogInLink />
          <Link to={paths.signup} className={buttonClass('secondary')}>
            {t('profile.signUp')}
          </Link>
        </div>
      </section>
    );
  }
  const name = shownName(session);
  return (
    <section
      aria-label={t('profile.yourAccount')}
      className="flex flex-col items-center text-center"
    >
      <div data-testid="avatar-ring" data-tier={session.profile.subscriptionTier}>
        <AvatarPicker
          src={session.profile.avatarUrl}
          name={name}
          editable
          frame={`${TIER_RING[session.profile.subscriptionTier]} ring-offset-2 ring-offset-stage-900`}
        />
      </div>
      <div className="mt-3 flex max-w-full flex-col items-center">
        <DisplayNameEditor name={name} />
        <p className="-mt-1 wrap-anywhere text-sm text-stage-300">{session.user.email}</p>
        <div className="mt-3">
          <RoleBadge role={session.profile.role} tier={session.profile.subscriptionTier} />
        </div>
      </div>
    </section>
  );
}
