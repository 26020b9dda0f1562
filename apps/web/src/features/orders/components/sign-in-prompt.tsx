import { Link, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';

/** Orders and tickets belong to an account; a guest is asked to log in and comes back here. */
export function SignInPrompt({ message }: { message: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <Link
        to={paths.login}
        state={{ from: location.pathname + location.search }}
        className={buttonClass('primary')}
      >
        {t('orders.login')}
      </Link>
    </div>
  );
}
