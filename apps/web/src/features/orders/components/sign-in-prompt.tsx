import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';

/** Orders and tickets belong to an account; a guest is asked to log in and comes back here. */
export function SignInPrompt({ what }: { what: string }) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">Log in to see your {what}</p>
      <Link
        to={paths.login}
        state={{ from: location.pathname + location.search }}
        className={buttonClass('primary')}
      >
        Login
      </Link>
    </div>
  );
}
