import type { Locale } from '@fanclub/shared/i18n/locales';
import { mailText } from '../i18n/server-texts';
import type { MailKey } from '../i18n/server-texts';
import type { MailMessage } from '../../plugins/mail';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The texts of a mail whose point is one link: the same layout in text and HTML. */
interface LinkMailTexts {
  subject: MailKey;
  intro: MailKey;
  /** The line before the bare URL in the text part. */
  lead: MailKey;
  /** The link's own words, and the sentence that holds them ({link}) in the HTML part. */
  link: MailKey;
  linked: MailKey;
  outro: MailKey;
}

function linkMail(to: string, url: string, locale: Locale, keys: LinkMailTexts): MailMessage {
  const t = mailText.bind(null, locale);
  const link = `<a href="${escapeAttribute(url)}">${t(keys.link)}</a>`;
  return {
    to,
    subject: t(keys.subject),
    text: `${t(keys.intro)}\n\n${t(keys.lead)}\n${url}\n\n${t(keys.outro)}`,
    html: `<p>${t(keys.intro)}</p><p>${t(keys.linked, { link })}</p><p>${t(keys.outro)}</p>`,
  };
}

export const verificationMail = (to: string, url: string, locale: Locale = 'en') =>
  linkMail(to, url, locale, {
    subject: 'verifySubject',
    intro: 'verifyWelcome',
    lead: 'verifyConfirm',
    link: 'verifyConfirmLink',
    linked: 'verifyConfirmLinked',
    outro: 'ignoreIfNotSignedUp',
  });

export const resetPasswordMail = (to: string, url: string, locale: Locale = 'en') =>
  linkMail(to, url, locale, {
    subject: 'resetSubject',
    intro: 'resetAsked',
    lead: 'resetChoose',
    link: 'resetChooseLink',
    linked: 'resetChooseLinked',
    outro: 'resetIgnore',
  });

/** To the owner of an unconfirmed address that was signed up again (ADR 017). */
export const setPasswordMail = (to: string, url: string, locale: Locale = 'en') =>
  linkMail(to, url, locale, {
    subject: 'setSubject',
    intro: 'setExplained',
    lead: 'setChoose',
    link: 'setChooseLink',
    linked: 'setChooseLinked',
    outro: 'ignoreIfNotSignedUp',
  });
