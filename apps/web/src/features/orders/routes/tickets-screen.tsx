import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { MeetGreetPasses } from '../../../lib/meet-greet/meet-greet-passes';
import { SignInPrompt } from '../components/sign-in-prompt';
import { OfflineTickets } from '../components/offline-tickets';
import { TicketList } from '../components/ticket-list';
import { useOfflineTickets } from '../hooks/use-offline-tickets';
import { useT } from '../../../lib/i18n/i18n-context';

/** /tickets: the member's tickets, each with its signed door code as a QR code. */
export function TicketsScreen() {
  const t = useT();
  const { session, sessionPending, tickets: query, saved } = useOfflineTickets();
  const back = { to: paths.profile, label: t('orders.backToProfile') };

  if (saved) {
    return (
      <Screen title={t('orders.myTickets')} back={back} className="pb-10">
        <OfflineTickets pass={saved} />
      </Screen>
    );
  }

  if (sessionPending || (session && query.isPending)) {
    return (
      <Screen title={t('orders.myTickets')} back={back}>
        <div className="grid min-h-[40dvh] place-items-center">
          <Spinner label={t('orders.loadingTickets')} className="scale-150" />
        </div>
      </Screen>
    );
  }

  return (
    <Screen title={t('orders.myTickets')} back={back} className="pb-10">
      {!session && <SignInPrompt message={t('orders.signInTickets')} />}
      {query.isError && (
        <ErrorNotice message={t('orders.loadTicketsFailed')} onRetry={() => void query.refetch()} />
      )}
      <MeetGreetPasses enabled={!!session} />
      {query.isSuccess && query.data.length === 0 && (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Ticket aria-hidden className="size-12 text-stage-400" />
          <p className="text-lg font-semibold">{t('orders.noTickets')}</p>
          <Link to={paths.events} className={buttonClass('primary')}>
            {t('orders.browseEvents')}
          </Link>
        </div>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <>
          <TicketList
            group="upcoming"
            title={t('orders.upcoming')}
            tickets={query.data.filter((ticket) => !ticket.past)}
            empty={t('orders.noUpcoming')}
          />
          <TicketList
            group="past"
            title={t('orders.past')}
            tickets={query.data.filter((ticket) => ticket.past)}
          />
        </>
      )}
    </Screen>
  );
}
