import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, History, Sparkles } from 'lucide-react';

import type { MeetGreetPass } from '@fanclub/shared/schemas/meet-greet';
import { paths } from '../../app/paths';
import { QrCode } from '../../components/ui/qr-code';
import { useT } from '../i18n/i18n-context';
import { useFormat } from '../i18n/use-format';
import { meetGreetPassesQueryOptions } from './meet-greet-queries';

/** /tickets: the member's meet & greet passes beside their tickets, each with its own QR code. */
export function MeetGreetPasses({ enabled }: { enabled: boolean }) {
  const query = useQuery({ ...meetGreetPassesQueryOptions(), enabled });
  return <MeetGreetPassList passes={query.data ?? []} />;
}

/** The passes; `offline`: the saved copy, where nothing that needs the server is offered. */
export function MeetGreetPassList({
  passes,
  offline = false,
}: {
  passes: MeetGreetPass[];
  offline?: boolean;
}) {
  const t = useT();
  if (passes.length === 0) return null;
  return (
    <section aria-labelledby="meet-greet-passes" className="mb-8">
      <h2 id="meet-greet-passes" className="mb-3 text-lg font-semibold">
        {t('meetGreet.passes')}
      </h2>
      <ul className="flex flex-col gap-4">
        {passes.map((pass) => (
          <li key={pass.id}>
            <PassCard pass={pass} offline={offline} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PassCard({ pass, offline }: { pass: MeetGreetPass; offline: boolean }) {
  const t = useT();
  const format = useFormat();
  return (
    <article
      aria-labelledby={`pass-${pass.id}`}
      data-testid="meet-greet-pass"
      className="overflow-hidden rounded-3xl border border-tier-vip/30 bg-stage-800"
    >
      <div className="p-4">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-tier-vip uppercase">
          <Sparkles aria-hidden className="size-4" />
          {t('meetGreet.passLabel')}
        </p>
        <h3 id={`pass-${pass.id}`} className="mt-1 font-display text-xl font-bold">
          {pass.eventTitle}
        </h3>
        <p className="mt-3 flex gap-2 text-sm text-stage-300">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
          {format.eventDate(pass.eventDate, pass.timeZone)}
        </p>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-dashed border-white/15 p-5">
        {pass.code ? (
          <>
            <QrCode
              code={pass.code}
              label={t('meetGreet.passQr', { title: pass.eventTitle })}
              drawingLabel={t('meetGreet.drawingQr')}
              fallback={t('meetGreet.qrFallback', { id: pass.id.slice(0, 8) })}
            />
            <p className="text-xs text-stage-400">{t('meetGreet.showCode')}</p>
            {pass.canGiveBack && !offline && (
              <Link to={paths.event(pass.eventId)} className="text-sm text-accent underline">
                {t('meetGreet.giveBackUntilLink', {
                  when: format.shortDateTime(pass.giveBackUntil),
                })}
              </Link>
            )}
          </>
        ) : (
          <p className="inline-flex items-center gap-2 rounded-full bg-stage-700 px-3 py-1 text-sm font-semibold text-stage-300">
            <History aria-hidden className="size-4" />
            {pass.used ? t('meetGreet.used') : t('meetGreet.expired')}
          </p>
        )}
      </div>
    </article>
  );
}
