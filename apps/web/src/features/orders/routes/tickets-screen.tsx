import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { ticketsQueryOptions } from '../../../lib/orders/order-queries';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../components/sign-in-prompt';
import { TicketCard } from '../components/ticket-card';

/** /tickets: the member's tickets, each with its signed door code as a QR code. */
export function TicketsScreen() {
  const { session, isLoading } = useSession();
  const query = useQuery({ ...ticketsQueryOptions(), enabled: session !== null });
  const back = { to: paths.profile, label: 'Back to Profile' };

  if (isLoading || (session && query.isPending)) {
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
        <ul className="flex flex-col gap-4">
          {query.data.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
