import { asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { blockedWords, communitySanctions } from '../../db/schema/community';
import { profiles } from '../../db/schema/profiles';
import { auditedRow } from '../../lib/audit';

export interface NewSanction {
  userId: string;
  kind: 'mute' | 'ban';
  /** End of a mute; null for a ban. */
  until: Date | null;
  reason: string;
  actorId: string;
}

/**
 * Mutes, bans and the blocked words: the reads write-guard.ts makes on every post and comment,
 * and the moderators' changes (each with its audit entry, in the same transaction).
 */
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

    /** The account's stored role, or undefined when there is no such account. */
    async member(userId: string) {
      const [row] = await db
        .select({ id: users.id, role: profiles.role })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Bans and mutes still running at `now`, newest first, with the member's public profile. */
    async current(now: Date) {
      return db
        .select({
          kind: communitySanctions.kind,
          until: communitySanctions.until,
          reason: communitySanctions.reason,
          createdAt: communitySanctions.createdAt,
          id: communitySanctions.userId,
          displayName: profiles.displayName,
          avatarUrl: profiles.avatarUrl,
          role: profiles.role,
          subscriptionTier: profiles.subscriptionTier,
        })
        .from(communitySanctions)
        .leftJoin(profiles, eq(profiles.userId, communitySanctions.userId))
        .where(or(isNull(communitySanctions.until), gt(communitySanctions.until, now)))
        .orderBy(desc(communitySanctions.createdAt));
    },

    /** Mutes or bans the member, replacing any earlier sanction (one row per member). */
    async impose({ userId, kind, until, reason, actorId }: NewSanction) {
      const values = { kind, until, reason, createdBy: actorId, createdAt: new Date() };
      return auditedRow(
        db,
        (tx) =>
          tx
            .insert(communitySanctions)
            .values({ userId, ...values })
            .onConflictDoUpdate({ target: communitySanctions.userId, set: values })
            .returning(),
        (row) => ({
          actorId,
          action: kind === 'ban' ? 'community.member_banned' : 'community.member_muted',
          targetType: 'member',
          targetId: row.userId,
          details: { until: row.until?.toISOString() ?? null, reason: row.reason },
        }),
      );
    },

    /** Lifts the member's sanction; undefined when there was none. */
    async lift(userId: string, actorId: string) {
      return auditedRow(
        db,
        (tx) =>
          tx
            .delete(communitySanctions)
            .where(eq(communitySanctions.userId, userId))
            .returning({ userId: communitySanctions.userId, kind: communitySanctions.kind }),
        (row) => ({
          actorId,
          action: 'community.sanction_lifted',
          targetType: 'member',
          targetId: row.userId,
          details: { was: row.kind },
        }),
      );
    },

    async wordList() {
      return db
        .select({ word: blockedWords.word, createdAt: blockedWords.createdAt })
        .from(blockedWords)
        .orderBy(asc(blockedWords.word));
    },

    /** Adds the word; `created` is false when it was already on the list (nothing recorded). */
    async addWord(word: string, actorId: string) {
      const added = await auditedRow(
        db,
        (tx) =>
          tx
            .insert(blockedWords)
            .values({ word, createdBy: actorId })
            .onConflictDoNothing()
            .returning({ word: blockedWords.word, createdAt: blockedWords.createdAt }),
        (row) => ({
          actorId,
          action: 'community.word_blocked',
          targetType: 'blocked_word',
          targetId: row.word,
        }),
      );
      if (added) return { ...added, created: true };
      const [existing] = await db
        .select({ word: blockedWords.word, createdAt: blockedWords.createdAt })
        .from(blockedWords)
        .where(eq(blockedWords.word, word));
      // Removed again between the two statements: report it as added now.
      return { ...(existing ?? { word, createdAt: new Date() }), created: false };
    },

    async removeWord(word: string, actorId: string) {
      return auditedRow(
        db,
        (tx) =>
          tx
            .delete(blockedWords)
            .where(eq(blockedWords.word, word))
            .returning({ word: blockedWords.word }),
        (row) => ({
          actorId,
          action: 'community.word_unblocked',
          targetType: 'blocked_word',
          targetId: row.word,
        }),
      );
    },
  };
}
export type SanctionsRepository = ReturnType<typeof sanctionsRepository>;
