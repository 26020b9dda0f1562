import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/meta';

const KEY = 'auth_secret';

/**
 * The signing secret for session cookies: AUTH_SECRET when set, otherwise one generated on first
 * start and kept in the database, so every process of a scaled-out install shares it.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (!row) throw new Error('Could not create the auth secret');
  return row.value;
}
