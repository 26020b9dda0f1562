import type { Locale } from '@fanclub/shared/i18n/locales';
import { mailText } from '../../lib/i18n/server-texts';
import type { MailMessage } from '../../plugins/mail';
import type { DeliveredItem } from './channels';
import type { DigestLine } from './digest-repository';

// Mails carry app paths only: the mail says where to look, the app opens it (no live links in mail).
const line = (i: DigestLine | DeliveredItem) =>
  `- ${i.title}${i.body ? `: ${i.body}` : ''} (${i.url})`;

/**
 * The daily digest: one mail listing what the member has not read yet, never one mail per like.
 * `lines` are already in the member's `locale` (itemsInLanguage); the mail's own words follow it.
 */
export function digestMail(to: string, lines: DigestLine[], locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const listed = lines.map(line).join('\n');
  return {
    to,
    subject: t('digestSubject', { count: lines.length }),
    text: `${t('digestIntro')}\n\n${listed}\n\n${t('digestOutro')}`,
  };
}

/** A kind the member asked to hear about at once (`item` already in `locale`, as in the digest). */
export function instantMail(to: string, item: DeliveredItem, locale: Locale = 'en'): MailMessage {
  return {
    to,
    subject: item.title,
    text: `${line(item).slice(2)}\n\n${mailText(locale, 'instantOutro')}`,
  };
}
