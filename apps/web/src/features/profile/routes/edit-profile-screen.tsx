import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CreditCard, UserRound } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { AvatarPicker } from '../components/avatar-picker';
import { PersonalInfo } from '../components/personal-info';
import { PreferenceSwitches } from '../components/preference-switches';
import { RoleBadge } from '../components/role-badge';
import { LogInLink } from '../components/session-buttons';
import { shownName } from '../member';
import { useT } from '../../../lib/i18n/i18n-context';

/** Links such as /edit-profile#notifications land on their section; deferred so it runs after scroll-to-top. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(hash.slice(1))?.scrollIntoView(),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}

export function EditProfileScreen() {
  const { isLoading, session } = useSession();
  const t = useT();
  useScrollToHash(Boolean(session));
  if (isLoading) return <FullScreenSpinner label={t('profile.loadingProfile')} />;

  return (
    <Screen
      title={t('profile.editProfile')}
      back={{ to: paths.profile, label: t('profile.backToProfile') }}
      className="pb-12"
    >
      {session ? (
        <>
          <div className="flex flex-col items-center text-center">
            <AvatarPicker src={session.profile.avatarUrl} name={shownName(session)} editable />
            <div className="mt-3">
              <RoleBadge role={session.profile.role} tier={session.profile.subscriptionTier} />
            </div>
            <Link to={paths.manageSubscription} className={buttonClass('secondary', 'mt-4')}>
              <CreditCard aria-hidden className="size-4" />
              {t('profile.manageSubscription')}
            </Link>
          </div>
          <PersonalInfo session={session} />
          <PreferenceSwitches />
        </>
      ) : (
        <div className="rounded-2xl border border-white/5 bg-stage-800 p-6 text-center">
          <UserRound aria-hidden className="mx-auto size-10 text-accent" />
          <h2 className="mt-3 text-lg font-semibold">{t('profile.logInToEdit')}</h2>
          <p className="mt-2 text-sm text-stage-300">{t('profile.logInToEditHint')}</p>
          <LogInLink className="mt-6 w-full" />
        </div>
      )}
    </Screen>
  );
}
