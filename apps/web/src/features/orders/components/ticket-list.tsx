import type { MemberTicket } from '@fanclub/shared/schemas/commerce';
import { TicketCard } from './ticket-card';

/** One group; the server already sends the newest purchase first. A past group without tickets is left out. */
export function TicketList({
  title,
  tickets,
  empty,
  offline = false,
}: {
  title: string;
  tickets: MemberTicket[];
  empty?: string;
  /** The saved copy: nothing that needs the server (a transfer) is offered. */
  offline?: boolean;
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
              <TicketCard ticket={ticket} offline={offline} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
