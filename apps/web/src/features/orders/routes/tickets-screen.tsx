import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import type { MemberTicket } from '@fanclub/shared/schemas/commerce';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { ticketsQueryOptions } from '../../../lib/orders/order-queries';
import { useSession } from '../../../lib/session';
import { SignInPrompt } from '../components/sign-in-prompt';
import { TicketCard } from '../components/ticket-card';

/** One group; the server already sends the newest purchase first. A past group without tickets is left out. */
function TicketList({
  title,
  tickets,
  empty,
}: {
  title: string;
  tickets: MemberTicket[];
  empty?: string;
}) {
  if (tickets.length === 0 && !empty) return null;
  const id = `tickets-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {tickets.length === 0 ? (
        <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
