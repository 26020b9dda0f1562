import { useState } from 'react';
import { WifiOff } from 'lucide-react';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { QrCode } from '../../../components/ui/qr-code';
import type { OfflinePass } from '../../../lib/offline-pass';
import { MeetGreetPassList } from '../../../lib/meet-greet/meet-greet-passes';
import { TicketList } from './ticket-list';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { memberNumberText } from '../../../lib/i18n/member-labels';

const savedAt = (iso: string, locale: string) =>
  dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** No answer from the server: the tickets and card saved on this device, said plainly. */
export function OfflineTickets({ pass }: { pass: OfflinePass }) {
  const t = useT();
  const locale = useLocale();
  // Read once when the copy is shown: the offline screen does not tick.
  const [now] = useState(() => Date.now());
  // Saved before the show ended: it is over now even if the copy says otherwise.
  const over = (ticket: OfflinePass['tickets'][number]) =>
    ticket.past || new Date(ticket.endDate ?? ticket.eventDate).getTime() <= now;
  return (
    <div data-testid="offline-tickets">
      <p
        role="status"
        className="mb-6 flex gap-3 rounded-2xl border border-white/10 bg-stage-800 p-4 text-sm text-stage-300"
      >
        <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <span>
          <span className="block font-semibold text-white">{t('orders.offlineCopy')}</span>
          {t('orders.savedOn', { when: savedAt(pass.savedAt, locale) })}
        </span>
      </p>
      <TicketList
        group="upcoming"
        title={t('orders.upcoming')}
        tickets={pass.tickets.filter((ticket) => !over(ticket))}
        empty={t('orders.noUpcomingSaved')}
        offline
      />
      <MeetGreetPassList
        passes={(pass.meetGreetPasses ?? []).filter(
          (p) => new Date(p.eventDate).getTime() + 86_400_000 > now,
        )}
        offline
      />
      {pass.membership && (
        <section aria-labelledby="offline-membership" className="mb-8">
          <h2 id="offline-membership" className="mb-3 text-lg font-semibold">
            {t('orders.membershipCard')}
          </h2>
          <div className="flex flex-col items-center gap-2 rounded-3xl border border-white/5 bg-stage-800 p-5">
            <p className="font-mono text-sm text-stage-300">
              {memberNumberText(t, pass.membership.memberNumber)}
            </p>
            <QrCode
              code={pass.membership.code}
              label={t('orders.membershipQr')}
              drawingLabel={t('orders.drawingMembershipQr')}
              fallback={t('orders.qrFallback', {
                number: memberNumberText(t, pass.membership.memberNumber),
              })}
            />
          </div>
        </section>
      )}
    </div>
  );
}
