import type { Locale } from '@fanclub/shared/i18n/locales';
import type { InboxKind } from '@fanclub/shared/schemas/community';
import { translatePushText } from '../../lib/i18n/server-texts';

/** Kinds whose body is the server's own words ('Tap to watch now.'), not what someone wrote. */
const SERVER_BODIES: ReadonlySet<InboxKind> = new Set(['live_started', 'order_shipped']);

/**
 * An inbox item (stored in English) as its push or mail says it in `locale`: the title always
 * (names and post titles inside it are kept), the body only when it is the server's own text.
 */
export function itemInLanguage<T extends { kind: InboxKind; title: string; body: string }>(
  item: T,
  locale: Locale,
): T {
  if (locale === 'en') return item;
  return {
    ...item,
    title: translatePushText(item.title, locale),
    body: SERVER_BODIES.has(item.kind) ? translatePushText(item.body, locale) : item.body,
  };
}
