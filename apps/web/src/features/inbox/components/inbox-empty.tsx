import { Link } from 'react-router';
import { BellRing } from 'lucide-react';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n/i18n-context';

export function InboxEmpty() {
  const t = useT();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-white/5 bg-stage-800 px-6 py-10 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-accent-soft text-accent-strong">
        <BellRing aria-hidden className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-xl font-bold">{t('inbox.caughtUp')}</h2>
      <p className="mt-2 text-sm text-stage-300">{t('inbox.caughtUpHint')}</p>
      <Link
        to={paths.notificationSettings}
        className="mt-5 inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-accent-strong hover:bg-white/5"
      >
        {t('inbox.chooseWhat')}
      </Link>
    </div>
  );
}
