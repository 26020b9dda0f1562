import type {
  BlockedWord,
  Sanction,
  SanctionBody,
  SanctionsResponse,
} from '@fanclub/shared/schemas/community';
import { STAFF_CANNOT_BE_SANCTIONED } from '@fanclub/shared/schemas/community';
import { can } from '@fanclub/shared/permissions';
import { HttpError } from '../../plugins/errors';
import { authorView } from './author-view';
import type { SanctionsRepository } from './sanctions-repository';
import type { WriteGuard } from './write-guard';

const HOUR_MS = 3_600_000;

/** Mutes, bans and the blocked-words list (moderation-routes.ts); write-guard.ts enforces them. */
export function moderationSanctionsService(repo: SanctionsRepository, guard: WriteGuard) {
  return {
    async current(now = new Date()): Promise<SanctionsResponse> {
      const rows = await repo.current(now);
      return {
        sanctions: rows.map((row): Sanction => ({
          user: authorView(row),
          kind: row.kind,
          until: row.until?.toISOString() ?? null,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Mutes for `hours` or bans; staff keep the community safe and cannot be locked out of it. */
    async impose(userId: string, body: SanctionBody, actorId: string, now = new Date()) {
      const target = await repo.member(userId);
      if (!target) throw new HttpError(404, 'Member not found.');
      if (can(target.role, 'moderateCommunity'))
        throw new HttpError(400, STAFF_CANNOT_BE_SANCTIONED);
      // The schema makes a mute carry its hours; a ban lasts until it is lifted.
      const until =
        body.kind === 'mute' ? new Date(now.getTime() + (body.hours ?? 1) * HOUR_MS) : null;
      const row = await repo.impose({
        userId,
        kind: body.kind,
        until,
        reason: body.reason,
        actorId,
      });
      if (!row) throw new HttpError(404, 'Member not found.');
      return {
        userId,
        kind: row.kind,
        until: row.until?.toISOString() ?? null,
        reason: row.reason,
      };
    },

    async lift(userId: string, actorId: string) {
      const lifted = await repo.lift(userId, actorId);
      if (!lifted) throw new HttpError(404, 'This member is not muted or banned.');
      return { lifted: true as const };
    },

    async words(): Promise<{ words: BlockedWord[] }> {
      const rows = await repo.wordList();
      return { words: rows.map((r) => ({ word: r.word, createdAt: r.createdAt.toISOString() })) };
    },

    /** Adds a word (normalized as the guard compares text); the guard reads the list again at once. */
    async addWord(word: string, actorId: string) {
      const row = await repo.addWord(word.normalize('NFKC').toLowerCase(), actorId);
      guard.wordsChanged();
      return {
        created: row.created,
        word: { word: row.word, createdAt: row.createdAt.toISOString() },
      };
    },

    async removeWord(word: string, actorId: string) {
      const removed = await repo.removeWord(word.trim().normalize('NFKC').toLowerCase(), actorId);
      guard.wordsChanged();
      if (!removed) throw new HttpError(404, 'That word is not on the list.');
      return { removed: true as const };
    },
  };
}
