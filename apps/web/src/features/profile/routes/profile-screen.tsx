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
import { useT } from '../../../lib/i18n/i18n-context';

export function ProfileScreen() {
  const { isLoading, session, role, tier } = useSession();
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('profile.loadingProfile')} />;

  return (
    <Screen
      title={t('profile.myProfile')}
      className="pb-8"
      actions={
        <Link
          to={paths.settings}
          aria-label={t('profile.settingsTitle')}
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

      <Section title={t('profile.account')}>
        <RowGroup>
          <LinkRow to={paths.editProfile} Icon={UserPen} label={t('profile.editProfile')} />
          <LinkRow
            to={paths.manageSubscription}
            Icon={CreditCard}
            label={t('profile.subscriptionBilling')}
          />
          <LinkRow to={paths.orders} Icon={Package} label={t('profile.myOrders')} />
          <LinkRow to={paths.tickets} Icon={Ticket} label={t('profile.myTickets')} />
          <NotificationsRow />
          {/* Edit Profile has no privacy switches any more (none did anything): the policy says
              what the club keeps and why. */}
          <LinkRow to={paths.privacy} Icon={Shield} label={t('profile.privacySecurity')} />
        </RowGroup>
      </Section>

      <Section title={t('profile.yourFeatures')}>
        {session ? (
          <FeatureList
            tier={session.profile.subscriptionTier}
            offerUpgrade={shouldOfferUpgrade(session)}
          />
        ) : (
          <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
            {t('profile.logInForFeatures')}
          </p>
        )}
      </Section>

      {can(role, 'checkIn') && (
        <Section title={t('profile.management')}>
          <RowGroup>
            {hasAnyRole(role, STAFF_ROLES) && (
              <LinkRow to={paths.admin} Icon={Wrench} label={t('profile.adminTools')} />
            )}
            <LinkRow to={paths.door} Icon={ScanLine} label={t('profile.doorCheckIn')} />
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
