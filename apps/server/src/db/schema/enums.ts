import { pgEnum } from 'drizzle-orm/pg-core';
import { TIERS } from '@fanclub/shared/roles';

/** Subscription tiers as a database enum, so a bad value can never be stored. */
export const tierEnum = pgEnum('tier', TIERS);
