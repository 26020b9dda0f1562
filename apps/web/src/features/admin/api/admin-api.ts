// Admin & Artist Tools: events and content (artist and admin). Every query key of this feature is
// built from adminKeys below; the other api files of this folder reuse it.
import { queryOptions } from '@tanstack/react-query';
import type { ContentVisibility } from '@fanclub/shared/limits';
import type { ImageAsset } from '@fanclub/shared/media';
import type {
  CreateContentInput,
  CreateEventBody,
  UpdateContentBody,
  UpdateEventBody,
} from '@fanclub/shared/schemas/admin';
import { api, ApiError } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/catalog/catalog-queries';

export const adminKeys = {
  all: ['admin'] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  content: () => [...adminKeys.all, 'content'] as const,
  membersAll: () => [...adminKeys.all, 'members'] as const,
  members: (q: string, limit: number, offset: number) =>
    [...adminKeys.membersAll(), { q, limit, offset }] as const,
  auditAll: () => [...adminKeys.all, 'audit'] as const,
  audit: (limit: number) => [...adminKeys.auditAll(), limit] as const,
  ordersAll: () => [...adminKeys.all, 'orders'] as const,
  orders: (status: string) => [...adminKeys.ordersAll(), status] as const,
  streams: (userId: string | null) =>
    [...adminKeys.all, 'streams', userId ?? 'signed-out'] as const,
};

/**
 * Data other screens show that admin actions change: the public catalogue (events, news posts)
 * and the live player's stream queries. Invalidating these roots refreshes those screens.
 */
export const publicDataKeys = {
  catalog: catalogKeys.all,
  live: ['live'] as const,
};

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
  onSaleAt: string | null;
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
    queryKey: adminKeys.events(),
    queryFn: ({ signal }) => api.get<AdminEvent[]>('/api/admin/events', signal),
  });

export const adminContentQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.content(),
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
