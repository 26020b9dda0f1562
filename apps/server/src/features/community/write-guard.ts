import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { BANNED_MESSAGE } from '@fanclub/shared/schemas/community';
import type { WriteBlock } from '@fanclub/shared/schemas/community';
import { utcMoment } from '../../lib/i18n/moments';
import { serverText, translateServerText } from '../../lib/i18n/server-texts';
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
  /** The same, for a sanction row the caller read along with something else (or none). */
  assertNotSanctioned(sanction: Sanction | null | undefined, now?: Date): void;
  /** The first blocked word in the text (whole words, any case), or null: the text is held for review. */
  heldFor(text: string): Promise<string | null>;
  /** The moderators changed the list: read it again on the next check. */
  wordsChanged(): void;
}

/** 'Nov 27, 2026, 3:00 PM UTC': the same for every reader, whatever the server's zone. */
export const formatUntil = (until: Date): string => utcMoment(until)('en');

/**
 * A block shown beside the reads (stored in English, kept per member) in the reader's language:
 * 'You are muted in the community until …' with its date in that language too.
 */
export function blockInLanguage(block: WriteBlock, locale: Locale): WriteBlock {
  if (!block || locale === DEFAULT_LOCALE) return block;
  const message = block.until
    ? serverText(locale, 'mutedUntil', { until: utcMoment(new Date(block.until)) })
    : translateServerText(block.message, locale);
  return { ...block, message };
}

/** A member's row in community_sanctions, as the write checks need it. */
export type Sanction = { kind: 'mute' | 'ban'; until: Date | null };

function assertNotSanctioned(sanction: Sanction | null | undefined, now = new Date()) {
  if (!sanction) return;
  if (sanction.kind === 'ban') throw new HttpError(403, BANNED_MESSAGE);
  if (sanction.until && sanction.until > now) {
    throw HttpError.text(
      403,
      'mutedUntil',
      { until: utcMoment(sanction.until) },
      { mutedUntil: sanction.until.toISOString() },
    );
  }
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function writeGuard(repo: SanctionsRepository): WriteGuard {
  // The list being read is kept too: 100 comments arriving as it expires read it once, not 100 times.
  let cached: { at: number; list: Promise<{ pattern: RegExp | null }> } | null = null;

  async function load() {
    const list = await repo.words();
    // Letters and digits around a word mean it is part of a longer one ('class' is not 'ass').
    const pattern = list.length
      ? new RegExp(`(?<![\\p{L}\\p{N}])(${list.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'iu')
      : null;
    return { pattern };
  }

  function words() {
    if (cached && Date.now() - cached.at < WORDS_TTL_MS) return cached.list;
    const entry = { at: Date.now(), list: load() };
    cached = entry;
    // A failed read is not kept: the next comment reads the list again.
    entry.list.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.list;
  }

  return {
    async assertMayWrite(userId, now = new Date()) {
      assertNotSanctioned(await repo.sanction(userId), now);
    },
    async heldFor(text) {
      const { pattern } = await words();
      const match = pattern?.exec(text.normalize('NFKC'));
      return match ? match[1]!.toLowerCase() : null;
    },
    assertNotSanctioned,
    wordsChanged() {
      cached = null;
    },
  };
}
