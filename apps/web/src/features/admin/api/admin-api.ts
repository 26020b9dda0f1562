// Admin & Artist Tools: events and content (artist and admin). The lists of events, posts, orders
// and streams are keyed under their resource (eventKeys, postKeys, orderKeys, liveKeys), so an
// edit here invalidates the resource's root and every screen showing it reads it again;
// adminKeys holds what only the tools read (members, the audit log).
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ContentVisibility } from '@fanclub/shared/limits';
import type { ImageAsset } from '@fanclub/shared/media';
import type {
  CreateContentInput,
  CreateEventBody,
  UpdateContentBody,
  UpdateEventBody,
} from '@fanclub/shared/schemas/admin';
import { api, ApiError } from '../../../lib/api-client';
import { eventKeys, postKeys } from '../../../lib/catalog/catalog-queries';

export const adminKeys = {
  all: ['admin'] as const,
  membersAll: () => [...adminKeys.all, 'members'] as const,
  members: (q: string, limit: number, cursor: string | null, filters: object = {}) =>
    [...adminKeys.membersAll(), { q, limit, cursor, ...filters }] as const,
  auditAll: () => [...adminKeys.all, 'audit'] as const,
  audit: (limit: number) => [...adminKeys.auditAll(), limit] as const,
  doorCounts: () => [...adminKeys.all, 'door-counts'] as const,
};

/**
 * After an event is created, edited or deleted: the tools' list, Events, Home, its page, and the
 * audit log, which has a line for it.
 */
export const invalidateEvents = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() }),
  ]);

/** After a post is created, edited or deleted: the tools' list, every news section, the audit log. */
export const invalidatePosts = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: postKeys.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditAll() }),
  ]);

/** GET /api/admin/events: every event, oldest first, with paid ticket sales. */
export interface AdminEvent {
  id: string;
  title: string;
  eventDate: string;
  location: string;
  venue: string;
  timeZone: string;
  description: string;
  isVipOnly: boolean;
  ticketPriceCents: number;
  capacity: number | null;
  /** The most tickets one member may buy across their orders; null: no cap. */
  ticketsPerMember: number | null;
  onSaleAt: string | null;
  /** Until then only Fan+ and VIP members see it (early event news); null: public. */
  publicAt: string | null;
  ticketsSold: number;
  image: ImageAsset | null;
}

/** GET /api/admin/content: every post with its full body, newest first. */
export interface AdminPost {
  id: string;
  title: string;
  body: string;
  visibility: ContentVisibility;
  createdAt: string;
  image: ImageAsset | null;
}

export const adminEventsQueryOptions = () =>
  queryOptions({
    queryKey: eventKeys.admin(),
    queryFn: ({ signal }) => api.get<AdminEvent[]>('/api/admin/events', signal),
  });

export const adminContentQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.admin(),
    queryFn: ({ signal }) => api.get<AdminPost[]>('/api/admin/content', signal),
  });

const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export function createEvent(body: CreateEventBody): Promise<{ id: string }> {
  return api.post('/api/admin/events', body);
}

export function updateEvent(id: string, body: UpdateEventBody): Promise<{ id: string }> {
  return api.patch(idPath('/api/admin/events', id), body);
}

export function deleteEvent(id: string): Promise<void> {
  return api.delete(idPath('/api/admin/events', id));
}

export function createContent(body: CreateContentInput): Promise<{ id: string }> {
  return api.post('/api/admin/content', body);
}

export function updateContent(id: string, body: UpdateContentBody): Promise<{ id: string }> {
  return api.patch(idPath('/api/admin/content', id), body);
}

export function deleteContent(id: string): Promise<void> {
  return api.delete(idPath('/api/admin/content', id));
}

function uploadImage(url: string, file: File): Promise<{ image: ImageAsset }> {
  const body = new FormData();
  body.append('file', file);
  return api.post(url, body);
}

/** Stores a cover image for an existing event; the server writes it to the event itself. */
export function uploadEventImage(id: string, file: File) {
  return uploadImage(`${idPath('/api/admin/events', id)}/image`, file);
}

export function uploadContentImage(id: string, file: File) {
  return uploadImage(`${idPath('/api/admin/content', id)}/image`, file);
}

/** The server's own words when it gave a reason (a field problem first), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return Object.values(error.fields ?? {})[0] ?? (error.message || fallback);
}
