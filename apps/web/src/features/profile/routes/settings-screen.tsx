import { Link } from 'react-router';
import {
  CreditCard,
  FileText,
  Info,
  LifeBuoy,
  ScanLine,
  Shield,
  UserPen,
  Wrench,
} from 'lucide-react';
import { can } from '@fanclub/shared/permissions';
import { hasAnyRole, STAFF_ROLES } from '@fanclub/shared/roles';
import { APP_VERSION } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { Screen, Section } from '../../../components/ui/screen';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { FeatureList } from '../components/feature-list';
import { LanguageSelect } from '../components/language-select';
import { LinkRow, RowGroup, RowIcon, rowClass } from '../components/link-row';
import { NotificationsRow } from '../components/notifications-row';
import { OwnDataSection } from '../components/own-data-section';
import { RoleBadge } from '../components/role-badge';
import { LogInLink, LogOutButton } from '../components/session-buttons';
import { shouldOfferUpgrade } from '../member';
import { useT } from '../../../lib/i18n/i18n-context';
import { memberName, upgradePromptText } from '../../../lib/i18n/member-labels';

export function SettingsScreen() {
  const { isLoading, session, role, tier } = useSession();
  // The stored role (not the tier-upgraded one): memberName turns a fan on VIP into "VIP".
  const memberRole = session?.profile.role ?? role;
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('profile.loadingSettings')} />;

  return (
    <Screen
      title={t('profile.settingsTitle')}
      back={{ to: paths.profile, label: t('profile.backToProfile') }}
      className="pb-8"
    >
      <section
        aria-labelledby="role-heading"
        className="rounded-2xl border border-white/5 bg-stage-800 p-4"
      >
        <div className="flex items-center justify-between gap-3">
          <div>
            <h2 id="role-heading" className="text-xs text-stage-400">
              {t('profile.currentRole')}
            </h2>
            <p className="mt-0.5 text-lg font-semibold">{memberName(t, memberRole, tier)}</p>
          </div>
          {memberRole && <RoleBadge role={memberRole} tier={tier ?? 'free'} />}
        </div>
        {shouldOfferUpgrade(session) && (
          <Link
            to={subscribeToPlan(tier === 'fanplus' ? 'vip' : 'fanplus')}
            className={buttonClass('primary', 'mt-4 w-full')}
          >
            {upgradePromptText(t, tier)}
          </Link>
        )}
      </section>

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

      <Section title={t('profile.account')}>
        <RowGroup>
          <LinkRow to={paths.editProfile} Icon={UserPen} label={t('profile.editProfile')} />
          <LinkRow
            to={paths.manageSubscription}
            Icon={CreditCard}
            label={t('profile.manageSubscription')}
          />
          <NotificationsRow />
          <LinkRow to={paths.support} Icon={LifeBuoy} label={t('profile.contactSupport')} />
        </RowGroup>
      </Section>

      {session && (
        <Section title={t('profile.languageTitle')}>
          <LanguageSelect session={session} />
        </Section>
      )}

      {session && <OwnDataSection />}

      <Section title={t('profile.about')}>
        <RowGroup>
          <div className={rowClass}>
            <RowIcon Icon={Info} />
            <span className="flex-1 font-medium">{t('profile.version')}</span>
            <span className="text-sm text-stage-300">{APP_VERSION}</span>
          </div>
          <LinkRow to={paths.terms} Icon={FileText} label={t('profile.termsOfService')} />
          <LinkRow to={paths.privacy} Icon={Shield} label={t('profile.privacyPolicy')} />
        </RowGroup>
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

      <div className="mt-8">{session ? <LogOutButton /> : <LogInLink className="w-full" />}</div>
    </Screen>
  );
}
