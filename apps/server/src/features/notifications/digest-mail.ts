import type { MailMessage } from '../../plugins/mail';
import type { DeliveredItem } from './channels';
import type { DigestLine } from './digest-repository';

// Mails carry app paths only: the mail says where to look, the app opens it (no live links in mail).
const line = (i: DigestLine | DeliveredItem) =>
  `- ${i.title}${i.body ? `: ${i.body}` : ''} (${i.url})`;

/** The daily digest: one mail listing what the member has not read yet, never one mail per like. */
export function digestMail(to: string, lines: DigestLine[]): MailMessage {
  const count = lines.length === 1 ? '1 new notification' : `${lines.length} new notifications`;
  return {
    to,
    subject: `Your fan club today: ${count}`,
    text: `Here is what happened in the fan club since your last summary:\n\n${lines.map(line).join('\n')}\n\nOpen the fan club app to see them all. You can choose which notifications come by e-mail in Profile > Notifications.`,
  };
}

/** A kind the member asked to hear about at once. */
export function instantMail(to: string, item: DeliveredItem): MailMessage {
  return {
    to,
    subject: item.title,
    text: `${line(item).slice(2)}\n\nOpen the fan club app to see it. You can choose which notifications come by e-mail in Profile > Notifications.`,
  };
}
