import { BANNED_MESSAGE, mutedUntilMessage } from '@fanclub/shared/schemas/community';
import { HttpError } from '../../plugins/errors';
import type { SanctionsRepository } from './sanctions-repository';

/**
 * How long another process's change to the blocked words can take to apply here. The list is read
 * on every post and comment, so it is kept in memory; our own changes apply at once (wordsChanged).
 */
const WORDS_TTL_MS = 5_000;

export interface WriteGuard {
  /** Refuses (403, saying until when) a member who is muted or banned from the community. */
  assertMayWrite(userId: string, now?: Date): Promise<void>;
  /** The first blocked word in the text (whole words, any case), or null: the text is held for review. */
  heldFor(text: string): Promise<string | null>;
  /** The moderators changed the list: read it again on the next check. */
  wordsChanged(): void;
}

/** 'Nov 27, 2026, 3:00 PM UTC': the same for every reader, whatever the server's zone. */
export function formatUntil(until: Date): string {
  const text = until.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  // ICU puts a narrow no-break space before AM/PM; a plain one reads (and matches) the same everywhere.
  return `${text.replace(/\u202f/g, ' ')} UTC`;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function writeGuard(repo: SanctionsRepository): WriteGuard {
  let cached: { at: number; pattern: RegExp | null; words: string[] } | null = null;

  async function words() {
    if (cached && Date.now() - cached.at < WORDS_TTL_MS) return cached;
    const list = await repo.words();
    // Letters and digits around a word mean it is part of a longer one ('class' is not 'ass').
    const pattern = list.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(${list.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu')
      : null;
    cached = { at: Date.now(), pattern, words: list };
    return cached;
  }

  return {
    async assertMayWrite(userId, now = new Date()) {
      const sanction = await repo.sanction(userId);
      if (!sanction) return;
      if (sanction.kind === 'ban') throw new HttpError(403, BANNED_MESSAGE);
      if (sanction.until && sanction.until > now) {
        throw new HttpError(403, mutedUntilMessage(formatUntil(sanction.until)), {
          mutedUntil: sanction.until.toISOString(),
        });
      }
    },
    async heldFor(text) {
      const { pattern } = await words();
      const match = pattern?.exec(text.normalize('NFKC'));
      return match ? match[1]!.toLowerCase() : null;
    },
    wordsChanged() {
      cached = null;
    },
  };
}
