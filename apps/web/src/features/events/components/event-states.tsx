import { Link } from 'react-router';
import { CalendarX2 } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';

export function EventLoading() {
  const t = useT();
  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-xl place-items-center px-4">
      <h1 className="sr-only">{t('events.eventHeading')}</h1>
      <p className="flex items-center gap-3 text-stage-300">
        <Spinner label={t('events.loading')} />
        {t('events.loadingDetails')}
      </p>
    </main>
  );
}

export function EventNotFound() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <CalendarX2 aria-hidden className="size-12 text-stage-400" />
      <h1 className="font-display text-2xl font-bold">{t('events.notFound')}</h1>
      <p className="text-stage-300">{t('events.notFoundHint')}</p>
      <Link to={paths.events} className={buttonClass('primary')}>
        {t('events.backToEvents')}
      </Link>
    </main>
  );
}
