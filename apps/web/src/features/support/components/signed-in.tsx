import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';

/** Support is for signed-in members: others go to sign in and come back here. */
export function SignedIn({ children }: { children: (vip: boolean) => ReactNode }) {
  const { isLoading, session, tier, role } = useSession();
  const location = useLocation();
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('support.loading')} />;
  if (!session)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  return <>{children(tier === 'vip' || role === 'vip')}</>;
}
