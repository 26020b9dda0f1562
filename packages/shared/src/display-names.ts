// Rules for names shown beside what a member says (display names, the sign-up name, usernames
// shown in chat): no invisible characters, and no name that folds to a staff member's name.
// No zod here, so the web app can import it without the schema library.

/**
 * Characters a reader cannot see: control characters (Cc), format characters (Cf: zero-width
 * space/joiner/non-joiner, word joiner, BOM, soft hyphen, bidi marks and controls, tags), line
 * and paragraph separators, and letters or symbols that render blank (Hangul fillers, the blank
 * Braille pattern, the combining grapheme joiner, Khmer inherent vowels, Mongolian variation
 * selectors). Variation selectors U+FE00–U+FE0F stay allowed: emoji need them.
 */
// The combining ones are alternatives of their own: inside a class they read as one character.
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

export const hasInvisibleCharacter = (text: string): boolean => INVISIBLE.test(text);

/** Answer of the server (409) when a member picks a name that folds to a staff member's name. */
export const RESERVED_NAME_MESSAGE =
  "That name is reserved for the artist's team. Please choose another.";

/** Answer to a chat message from a member whose name reads like a staff member's (409). */
export const RESERVED_NAME_IN_CHAT_MESSAGE =
  "Your display name is reserved for the artist's team. Please change it in your profile to chat.";

// Capitals that look like a Latin capital but whose small letter does not (Greek Η/η, Ν/ν).
// prettier-ignore
const UPPER_LOOKALIKES: Readonly<Record<string, string>> = {
  // Greek
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P',
  Τ: 'T', Υ: 'Y', Χ: 'X',
  // Cyrillic
  А: 'A', В: 'B', Е: 'E', З: '3', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T',
  У: 'Y', Х: 'X', Ѕ: 'S', І: 'I', Ј: 'J', Ԁ: 'D', Ү: 'Y', Ӏ: 'l', Ԛ: 'Q', Ԝ: 'W', Ь: 'b',
};

// Small letters (after lower-casing and removing accents) that pass for a Latin letter.
// prettier-ignore
const LOWER_LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a', в: 'b', г: 'r', е: 'e', з: '3', к: 'k', м: 'm', н: 'h', о: 'o', п: 'n', р: 'p',
  с: 'c', т: 't', у: 'y', х: 'x', ь: 'b', ѕ: 's', і: 'i', ј: 'j', ԁ: 'd', һ: 'h', ӏ: 'l',
  ԛ: 'q', ԝ: 'w', ү: 'y',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p',
  σ: 'o', ς: 'c', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c', ϳ: 'j',
  // Latin letters without a decomposition, and small capitals
  ı: 'i', ȷ: 'j', ɑ: 'a', ɡ: 'g', ø: 'o', đ: 'd', ħ: 'h', ł: 'l', ß: 'ss',
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l',
  ᴍ: 'm', ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y',
  ᴢ: 'z',
};

// Digits and signs swapped for letters; 1, l, i and | all become one letter.
// prettier-ignore
const SWAPS: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'l', i: 'l', '|': 'l', '!': 'l', '2': 'z', '3': 'e', '4': 'a', '@': 'a',
  '5': 's', $: 's', '7': 't', '8': 'b', '9': 'g',
};

const mapEach = (text: string, table: Readonly<Record<string, string>>) =>
  Array.from(text, (c) => table[c] ?? c).join('');

/**
 * What a name looks like, for comparing names: Unicode NFKC (full-width and styled letters),
 * invisible characters removed, Greek and Cyrillic look-alikes mapped to Latin letters, lower
 * case, accents removed, digit/letter swaps folded, and everything but letters and digits
 * dropped (so spaces, dots and case do not count). Two names with the same skeleton read alike.
 */
export function nameSkeleton(name: string): string {
  const visible = name.normalize('NFKC').replace(INVISIBLE_ALL, '');
  const lower = mapEach(visible, UPPER_LOOKALIKES).toLowerCase();
  const bare = lower.normalize('NFD').replace(/\p{M}/gu, '');
  const latin = mapEach(mapEach(bare, LOWER_LOOKALIKES), SWAPS);
  return latin
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

/**
 * Whether `name` reads like one of `reserved`. A reserved name with nothing left after folding
 * (only punctuation, say) reserves nothing.
 */
export function isReservedName(name: string, reserved: Iterable<string>): boolean {
  const skeleton = nameSkeleton(name);
  if (skeleton === '') return false;
  for (const other of reserved) if (nameSkeleton(other) === skeleton) return true;
  return false;
}
