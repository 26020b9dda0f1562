import { Link, useLocation } from 'react-router';
import { LogIn, LogOut } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { useSignOut } from '../api/profile-api';
import { useT } from '../../../lib/i18n/i18n-context';

export function LogOutButton() {
  const signOut = useSignOut();
  const t = useT();
  return (
    <Button
      variant="ghost"
      className="w-full border border-red-400/30 text-red-300 hover:bg-red-500/10"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden className="size-4" />
      {signOut.isPending ? t('profile.loggingOut') : t('profile.logOut')}
    </Button>
  );
}

/** The guest's way in; after login the user comes back to the page they were on. */
export function LogInLink({ className = '' }: { className?: string }) {
  const location = useLocation();
  const t = useT();
  return (
    <Link
      to={paths.login}
      state={{ from: location.pathname }}
      className={buttonClass('primary', className)}
    >
      <LogIn aria-hidden className="size-4" />
      {t('profile.logIn')}
    </Link>
  );
}
