import type { MemberTicket } from '@fanclub/shared/schemas/commerce';
import { TicketCard } from './ticket-card';

/** One group; the server already sends the newest purchase first. A past group without tickets is left out. */
export function TicketList({
  group,
  title,
  tickets,
  empty,
  offline = false,
}: {
  /** Names the section for its heading's id, whatever language the title is in. */
  group: 'upcoming' | 'past';
  title: string;
  tickets: MemberTicket[];
  empty?: string;
  /** The saved copy: nothing that needs the server (a transfer) is offered. */
  offline?: boolean;
}) {
  if (tickets.length === 0 && !empty) return null;
  const id = `tickets-${group}`;
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
