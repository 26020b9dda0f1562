import type { Locale } from '@fanclub/shared/i18n/locales';
import { mailText } from '../../lib/i18n/server-texts';
import type { MailMessage } from '../../plugins/mail';
import type { DeliveredItem } from './channels';
import type { DigestLine } from './digest-repository';
import { itemInLanguage } from './item-language';

// Mails carry app paths only: the mail says where to look, the app opens it (no live links in mail).
const line = (i: DigestLine | DeliveredItem) =>
  `- ${i.title}${i.body ? `: ${i.body}` : ''} (${i.url})`;

/** The daily digest: one mail listing what the member has not read yet, never one mail per like. */
export function digestMail(to: string, lines: DigestLine[], locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const listed = lines.map((l) => line(itemInLanguage(l, locale))).join('\n');
  return {
    to,
    subject: t('digestSubject', { count: lines.length }),
    text: `${t('digestIntro')}\n\n${listed}\n\n${t('digestOutro')}`,
  };
}

/** A kind the member asked to hear about at once. */
export function instantMail(to: string, item: DeliveredItem, locale: Locale = 'en'): MailMessage {
  const shown = itemInLanguage(item, locale);
  return {
    to,
    subject: shown.title,
    text: `${line(shown).slice(2)}\n\n${mailText(locale, 'instantOutro')}`,
  };
}
