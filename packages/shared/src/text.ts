// Rules for text other people read (chat, names). No zod here, so the web app can import them.

/**
 * Bidirectional embedding/override (U+202A–U+202E) and isolate (U+2066–U+2069) controls: they
 * reorder how the rest of a line is displayed, so a message or name can show other people
 * different text from what was sent (Trojan Source-style spoofing). Refused, not stripped.
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

export const hasBidiControl = (text: string): boolean => BIDI_CONTROL.test(text);
