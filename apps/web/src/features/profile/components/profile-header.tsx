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

/** Photo, name, e-mail and role for a member; for a guest the same card invites them in. */
export function ProfileHeader({ session }: { session: Session | null }) {
  if (!session) {
    return (
      <section aria-label="Guest" className="flex flex-col items-center text-center">
        <AvatarPicker src={null} name="Guest" editable={false} />
        <h2 className="mt-4 font-display text-2xl font-bold">Guest</h2>
        <p className="mt-1 max-w-xs text-sm text-stage-300">
          Log in to see your profile, your perks and everything you've collected.
        </p>
        <div className="mt-5 grid w-full grid-cols-2 gap-3">
          <LogInLink />
          <Link to={paths.signup} className={buttonClass('secondary')}>
            Sign Up
          </Link>
        </div>
      </section>
    );
  }
  const name = shownName(session);
  return (
    <section aria-label="Your account" className="flex flex-col items-center text-center">
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
