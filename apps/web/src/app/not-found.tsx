import { Link } from 'react-router';
import { paths } from './paths';
import { useT } from '../lib/i18n/i18n-context';

export function NotFoundScreen() {
  const t = useT();
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div>
        <p className="font-display text-7xl font-bold text-accent">404</p>
        <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
        <Link
          to={paths.landing}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-accent-fill px-6 font-semibold text-white hover:bg-accent-fill-strong"
        >
          {t('app.returnHome')}
        </Link>
      </div>
    </main>
  );
}
