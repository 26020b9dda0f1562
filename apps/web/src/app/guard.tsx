import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@fanclub/shared/roles';
import { hasAnyRole } from '@fanclub/shared/roles';
import { useSession } from '../lib/session';
import { paths } from './paths';
import { FullScreenSpinner } from '../components/ui/spinner';
import { useT } from '../lib/i18n/i18n-context';

/** Spec route guard: no session -> /login; a role outside `roles` -> /; otherwise the content. */
export function RequireRole({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { isLoading, session } = useSession();
  const location = useLocation();
  // Shown before the guarded screen's namespaces load: the shell's text.
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('app.checkingSession')} />;
  if (!session) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (!hasAnyRole(session.profile.role, roles)) return <Navigate to={paths.landing} replace />;
  return <>{children}</>;
}
