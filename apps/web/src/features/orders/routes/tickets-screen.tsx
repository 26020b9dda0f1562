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

/** /tickets: the member's tickets, each with its signed door code as a QR code. */
export function TicketsScreen() {
  const { session, sessionPending, tickets: query, saved } = useOfflineTickets();
  const back = { to: paths.profile, label: 'Back to Profile' };

  if (saved) {
    return (
      <Screen title="My tickets" back={back} className="pb-10">
        <OfflineTickets pass={saved} />
      </Screen>
    );
  }

  if (sessionPending || (session && query.isPending)) {
    return (
      <Screen title="My tickets" back={back}>
        <div className="grid min-h-[40dvh] place-items-center">
          <Spinner label="Loading your tickets" className="scale-150" />
        </div>
      </Screen>
    );
  }

  return (
    <Screen title="My tickets" back={back} className="pb-10">
      {!session && <SignInPrompt what="tickets" />}
      {query.isError && (
        <ErrorNotice
          message="We couldn't load your tickets."
          onRetry={() => void query.refetch()}
        />
      )}
      <MeetGreetPasses enabled={!!session} />
      {query.isSuccess && query.data.length === 0 && (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <Ticket aria-hidden className="size-12 text-stage-400" />
          <p className="text-lg font-semibold">No tickets yet</p>
          <Link to={paths.events} className={buttonClass('primary')}>
            Browse Events
          </Link>
        </div>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <>
          <TicketList
            title="Upcoming"
            tickets={query.data.filter((t) => !t.past)}
            empty="No upcoming shows yet."
          />
          <TicketList title="Past" tickets={query.data.filter((t) => t.past)} />
        </>
      )}
    </Screen>
  );
}
