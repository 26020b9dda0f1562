import { Outlet } from 'react-router';
import { RequireRole } from './guard';

/** /admin admits only admin and artist (spec section 2); the server enforces the same rule. */
export function AdminGuard() {
  return (
    <RequireRole roles={['admin', 'artist']}>
      <Outlet />
    </RequireRole>
  );
}
