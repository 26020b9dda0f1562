import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@fanclub/shared/roles';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { Preferences } from '@fanclub/shared/schemas/profile';
import { tierEnum } from './enums';
import { users } from './auth';

export const roleEnum = pgEnum('role', ROLES);

/**
 * What the club knows about a member beyond the login: name shown, avatar, role and tier.
 * Role changes only through the admin endpoint; tier only through verified payments or admins.
 */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  role: roleEnum('role').notNull().default('fan'),
  subscriptionTier: tierEnum('subscription_tier').notNull().default('free'),
  preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull().default({}),
  // The member's language (Settings → Language); null follows the browser (ADR 041).
  locale: text('locale').$type<Locale>(),
  isDemo: boolean('is_demo').notNull().default(false),
  // Printed on the membership card: stable, unique, handed out in join order by a sequence
  // (migration 0011 numbered existing members by when they joined).
  memberNumber: integer('member_number')
    .notNull()
    .unique()
    .default(sql`nextval('profiles_member_number_seq')`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
