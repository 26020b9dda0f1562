import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedWords, communitySanctions } from '../../db/schema/community';

/** The reads write-guard.ts needs: a member's sanction and the blocked-words list. */
export function sanctionsRepository(db: Db) {
  return {
    async sanction(userId: string) {
      const [row] = await db
        .select({ kind: communitySanctions.kind, until: communitySanctions.until })
        .from(communitySanctions)
        .where(eq(communitySanctions.userId, userId));
      return row;
    },
    async words(): Promise<string[]> {
      return (await db.select({ word: blockedWords.word }).from(blockedWords)).map((r) => r.word);
    },
  };
}
export type SanctionsRepository = ReturnType<typeof sanctionsRepository>;
