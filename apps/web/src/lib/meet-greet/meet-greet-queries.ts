// The meet & greet (VIP perk) as the event page, /tickets and the Admin Tools read it.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type {
  AdminMeetGreet,
  MeetGreetBody,
  MeetGreetPass,
  MeetGreetState,
} from '@fanclub/shared/schemas/meet-greet';
import { api } from '../api-client';

export const meetGreetKeys = {
  all: ['meet-greet'] as const,
  event: (eventId: string) => [...meetGreetKeys.all, 'event', eventId] as const,
  passes: () => [...meetGreetKeys.all, 'passes'] as const,
  admin: (eventId: string) => [...meetGreetKeys.all, 'admin', eventId] as const,
};

const eventUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/meet-greet`;

export const meetGreetQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: meetGreetKeys.event(eventId),
    queryFn: ({ signal }) => api.get<MeetGreetState>(eventUrl(eventId), signal),
    // Entered and waiting: ask again at the close (at least once a minute, in case staff moved
    // it) until the draw's answer is there.
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data?.meetGreet || data.meetGreet.drawn || data.status !== 'entered') return false;
      return Math.min(60_000, Math.max(2_000, Date.parse(data.meetGreet.closesAt) - Date.now()));
    },
  });

export const meetGreetPassesQueryOptions = () =>
  queryOptions({
    queryKey: meetGreetKeys.passes(),
    queryFn: ({ signal }) => api.get<MeetGreetPass[]>('/api/me/meet-greet-passes', signal),
  });

export const adminMeetGreetQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: meetGreetKeys.admin(eventId),
    queryFn: ({ signal }) =>
      api.get<AdminMeetGreet>(
        `/api/admin/events/${encodeURIComponent(eventId)}/meet-greet`,
        signal,
      ),
  });

export const enterMeetGreet = (eventId: string) =>
  api.post<MeetGreetState>(`${eventUrl(eventId)}/entries`);
export const giveBackPlace = (eventId: string) =>
  api.post<MeetGreetState>(`${eventUrl(eventId)}/give-back`);
export const saveMeetGreet = (eventId: string, body: MeetGreetBody) =>
  api.put<AdminMeetGreet>(`/api/admin/events/${encodeURIComponent(eventId)}/meet-greet`, body);

/** After entering or giving a place back, the event's state and the passes are read again. */
export function invalidateMeetGreet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: meetGreetKeys.all });
}
