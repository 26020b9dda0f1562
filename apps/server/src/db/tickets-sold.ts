import { inArray, sql } from 'drizzle-orm';
import { tickets } from './schema/commerce';
import type { TICKET_STATUSES } from './schema/commerce';

/**
 * The one "tickets sold" sum, over the tickets rows a query reads: seats in tickets whose status
 * is one of `statuses`, 0 when none. The admins' event list counts `paid` ones; the capacity
 * check also counts `pending` (an open payment page holds its seats until it expires).
 * Shared by catalog (admin event list) and commerce (capacity), which may not import each other.
 */
export const ticketsSold = (statuses: (typeof TICKET_STATUSES)[number][]) =>
  sql<number>`coalesce(sum(${tickets.quantity}) filter (where ${inArray(tickets.status, statuses)}), 0)::int`;
