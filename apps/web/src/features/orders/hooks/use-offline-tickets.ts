import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ticketsQueryOptions } from '../../../lib/orders/order-queries';
import {
  loadOfflinePass,
  offlineMembershipQueryOptions,
  saveOfflinePass,
} from '../../../lib/offline-pass';
import { sessionQueryOptions } from '../../../lib/session';
import { meetGreetPassesQueryOptions } from '../../../lib/meet-greet/meet-greet-queries';

/**
 * /tickets online and off: the live list when the server answers (saved on this device as it
 * comes), else the copy saved last time for this member, with the membership card beside it.
 */
export function useOfflineTickets() {
  const session = useQuery(sessionQueryOptions());
  const userId = session.data?.user.id ?? null;
  const tickets = useQuery({ ...ticketsQueryOptions(), enabled: userId !== null });
  const membership = useQuery(offlineMembershipQueryOptions(userId));
  const passes = useQuery({ ...meetGreetPassesQueryOptions(), enabled: userId !== null });

  useEffect(() => {
    if (userId && tickets.data) saveOfflinePass(userId, { tickets: tickets.data });
  }, [userId, tickets.data]);
  useEffect(() => {
    if (userId && passes.data) saveOfflinePass(userId, { meetGreetPasses: passes.data });
  }, [userId, passes.data]);
  useEffect(() => {
    if (userId && membership.data) saveOfflinePass(userId, { membership: membership.data });
  }, [userId, membership.data]);

  // Unreachable server (no session answer, or no tickets answer): the saved copy, if it is theirs.
  const unreachable = session.isError || (userId !== null && tickets.isError);
  const saved = unreachable ? loadOfflinePass(userId) : null;
  return {
    session: session.data ?? null,
    sessionPending: session.isPending,
    tickets,
    saved,
  };
}
