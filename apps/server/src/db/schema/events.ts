import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageAsset } from '@fanclub/shared/media';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    location: text('location').notNull().default(''),
    venue: text('venue').notNull().default(''),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<ImageAsset>(),
    isVipOnly: boolean('is_vip_only').notNull().default(false),
    ticketPriceCents: integer('ticket_price_cents').notNull().default(0),
    capacity: integer('capacity'),
    /** The most tickets one member may buy, across all their orders; null: no cap but the order's. */
    ticketsPerMember: integer('tickets_per_member'),
    onSaleAt: timestamp('on_sale_at', { withTimezone: true }),
    /** When free fans and visitors may see it; Fan+ and VIP see it from creation. Null: always public. */
    publicAt: timestamp('public_at', { withTimezone: true }),
    /** Set while the event has presale codes: buying in the VIP early window then needs one. */
    presaleCodes: boolean('presale_codes').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_event_date_idx').on(t.eventDate)],
);
