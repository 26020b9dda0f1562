import { Outlet } from 'react-router';
import { rolesWith } from '@fanclub/shared/permissions';
import { RequireRole } from './guard';

/** /admin admits only admin and artist (spec section 2); the server enforces the same rule. */
export function AdminGuard() {
  return (
    <RequireRole roles={['admin', 'artist']}>
      <Outlet />
    </RequireRole>
  );
}

/** /door admits the roles with the checkIn feature: admin, artist and staff (issue 30). */
export function DoorGuard() {
  return (
    <RequireRole roles={rolesWith('checkIn')}>
      <Outlet />
    </RequireRole>
  );
}
