// The door's server calls (features/door on the server). Every route is for the checkIn feature.
import { queryOptions } from '@tanstack/react-query';
import type { PassAdmitted } from '@fanclub/shared/schemas/meet-greet';
import type {
  DoorAnswer,
  DoorEvents,
  DoorList,
  SyncAnswer,
  SyncBody,
} from '@fanclub/shared/schemas/door';
import { api } from '../../../lib/api-client';

export const doorKeys = {
  all: ['door'] as const,
  events: () => [...doorKeys.all, 'events'] as const,
  list: (eventId: string) => [...doorKeys.all, 'list', eventId] as const,
};

export const doorEventsQuery = () =>
  queryOptions({
    queryKey: doorKeys.events(),
    queryFn: ({ signal }) => api.get<DoorEvents>('/api/door/events', signal),
    // Offline the last list stays on screen; the scan itself never waits for it.
    retry: false,
  });

const eventUrl = (eventId: string) => `/api/door/events/${encodeURIComponent(eventId)}`;

export const fetchDoorList = (eventId: string) => api.get<DoorList>(`${eventUrl(eventId)}/list`);

export const postCheckIn = (eventId: string, code: string, door: string) =>
  api.post<DoorAnswer>(`${eventUrl(eventId)}/check-in`, { code, door });

export const postSync = (eventId: string, items: SyncBody['items']) =>
  api.post<SyncAnswer>(`${eventUrl(eventId)}/sync`, { items });

/** Meet & greet passes have their own route (features/meet-greet); a refusal is a 4xx with its reason. */
export const verifyPass = (code: string) =>
  api.post<PassAdmitted>('/api/meet-greet/passes/verify', { code });
