import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n-context';

/** Buying and claiming need an account: a guest signs in (or up) and comes back here. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { isLoading, session } = useSession();
  const location = useLocation();
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('gifts.loading')} />;
  if (!session)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  return <>{children}</>;
}
