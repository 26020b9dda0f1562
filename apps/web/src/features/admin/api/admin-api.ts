// Admin & Artist Tools: the two create calls and the lists shown under each form.
// Query keys are built only here; this feature keeps its own keys (features never share code).
import { queryOptions } from '@tanstack/react-query';
import type { CreateContentBody, CreateEventBody } from '@fanclub/shared/schemas/admin';
import type { ClubEvent, ContentPost } from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  content: () => [...adminKeys.all, 'content'] as const,
};

export const adminEventsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.events(),
    queryFn: ({ signal }) => api.get<ClubEvent[]>('/api/events?when=all', signal),
  });

export const adminContentQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.content(),
    queryFn: ({ signal }) => api.get<ContentPost[]>('/api/posts', signal),
  });

export function createEvent(body: CreateEventBody): Promise<unknown> {
  return api.post('/api/admin/events', body);
}

export function createContent(body: CreateContentBody): Promise<unknown> {
  return api.post('/api/admin/content', body);
}
