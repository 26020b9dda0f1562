// The database side of accounts and sessions that Better Auth does not do itself: the shared
// signing secret, the username check before sign-up, global sign-out and the viewer's profile.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { appMeta } from '../../db/schema/meta';
import { profiles } from '../../db/schema/profiles';

export function authRepository(db: Db) {
  return {
    /** The value kept under `key`; `fresh` is stored first when there is none (the first process to start wins). */
    async keptValue(key: string, fresh: string): Promise<string> {
      await db.insert(appMeta).values({ key, value: fresh }).onConflictDoNothing();
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      if (!row) throw new Error(`Could not keep ${key}`);
      return row.value;
    },
    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      return rows.length > 0;
    },
    /** Ends every session of the user (sign-out is global). */
    async endSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    /** The role and tier the viewer is resolved from; undefined for an account without a profile. */
    async profile(userId: string) {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row;
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
