import { Link } from 'react-router';
import {
  CreditCard,
  Package,
  ScanLine,
  Settings,
  Shield,
  Ticket,
  UserPen,
  Wrench,
} from 'lucide-react';
import { can } from '@fanclub/shared/permissions';
import { hasAnyRole, STAFF_ROLES } from '@fanclub/shared/roles';
import { paths } from '../../../app/paths';
import { Screen, Section } from '../../../components/ui/screen';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { shouldOfferUpgrade, shownName } from '../member';
import { MembershipCard } from '../components/membership-card';
import { FeatureList } from '../components/feature-list';
import { LinkRow, RowGroup } from '../components/link-row';
import { NotificationsRow } from '../components/notifications-row';
import { ProfileHeader } from '../components/profile-header';
import { LogOutButton } from '../components/session-buttons';
import { StatTiles } from '../components/stat-tiles';
import { UpgradeCard } from '../components/upgrade-card';

export function ProfileScreen() {
  const { isLoading, session, role, tier } = useSession();
  if (isLoading) return <FullScreenSpinner label="Loading your profile" />;

  return (
    <Screen
      title="My Profile"
      className="pb-8"
      actions={
        <Link
          to={paths.settings}
          aria-label="Settings"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <Settings aria-hidden className="size-6" />
        </Link>
      }
    >
      <ProfileHeader session={session} />

      {session && (
        <div className="mt-6">
          <MembershipCard
            userId={session.user.id}
            tier={session.profile.subscriptionTier}
            name={shownName(session)}
          />
        </div>
      )}

      <div className="mt-6">
        <StatTiles userId={session?.user.id} />
      </div>

      {shouldOfferUpgrade(session) && (
        <div className="mt-6">
          <UpgradeCard tier={tier} />
        </div>
      )}

      <Section title="Account">
        <RowGroup>
          <LinkRow to={paths.editProfile} Icon={UserPen} label="Edit Profile" />
          <LinkRow to={paths.manageSubscription} Icon={CreditCard} label="Subscription & Billing" />
          <LinkRow to={paths.orders} Icon={Package} label="My orders" />
          <LinkRow to={paths.tickets} Icon={Ticket} label="My tickets" />
          <NotificationsRow />
          {/* Edit Profile has no privacy switches any more (none did anything): the policy says
              what the club keeps and why. */}
          <LinkRow to={paths.privacy} Icon={Shield} label="Privacy & Security" />
        </RowGroup>
      </Section>

      <Section title="Your Features">
        {session ? (
          <FeatureList
            tier={session.profile.subscriptionTier}
            offerUpgrade={shouldOfferUpgrade(session)}
          />
        ) : (
          <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
            Log in to see the features included with your account.
          </p>
        )}
      </Section>

      {can(role, 'checkIn') && (
        <Section title="Management">
          <RowGroup>
            {hasAnyRole(role, STAFF_ROLES) && (
              <LinkRow to={paths.admin} Icon={Wrench} label="Admin Tools" />
            )}
            <LinkRow to={paths.door} Icon={ScanLine} label="Door check-in" />
          </RowGroup>
        </Section>
      )}

      {session && (
        <div className="mt-8">
          <LogOutButton />
        </div>
      )}
    </Screen>
  );
}
