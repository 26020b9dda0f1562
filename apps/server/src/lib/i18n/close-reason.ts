import type { Locale } from '@fanclub/shared/i18n/locales';
import { translateServerText } from './server-texts';

/** RFC 6455: a close frame's reason is at most 123 bytes of UTF-8. */
export const CLOSE_REASON_MAX_BYTES = 123;

/**
 * A socket's close reason in the reader's language: `translated` (by default the catalogue's
 * translation of `english`), or the English when the translation will not fit the frame.
 */
export function closeReason(
  english: string,
  locale: Locale,
  translated = translateServerText(english, locale),
): string {
  return Buffer.byteLength(translated) <= CLOSE_REASON_MAX_BYTES ? translated : english;
}
