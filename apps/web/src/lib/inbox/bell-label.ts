import type { Translator } from '../i18n/translator';

/** The inbox bell's name for screen readers, with the exact unread count. */
export function bellLabel(unread: number, t: Translator['t']): string {
  return unread > 0 ? t('app.inboxBellUnread', { count: unread }) : t('app.inboxBell');
}
