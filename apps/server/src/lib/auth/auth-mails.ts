import type { Locale } from '@fanclub/shared/i18n/locales';
import { mailText } from '../i18n/server-texts';
import type { MailMessage } from '../../plugins/mail';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function verificationMail(to: string, url: string, locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const link = `<a href="${escapeAttribute(url)}">${t('verifyConfirmLink')}</a>`;
  return {
    to,
    subject: t('verifySubject'),
    text: `${t('verifyWelcome')}\n\n${t('verifyConfirm')}\n${url}\n\n${t('ignoreIfNotSignedUp')}`,
    html: `<p>${t('verifyWelcome')}</p><p>${t('verifyConfirmLinked', { link })}</p><p>${t('ignoreIfNotSignedUp')}</p>`,
  };
}

export function resetPasswordMail(to: string, url: string, locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const link = `<a href="${escapeAttribute(url)}">${t('resetChooseLink')}</a>`;
  return {
    to,
    subject: t('resetSubject'),
    text: `${t('resetAsked')}\n\n${t('resetChoose')}\n${url}\n\n${t('resetIgnore')}`,
    html: `<p>${t('resetAsked')}</p><p>${t('resetChooseLinked', { link })}</p><p>${t('resetIgnore')}</p>`,
  };
}

/** To the owner of an unconfirmed address that was signed up again (ADR 017). */
export function setPasswordMail(to: string, url: string, locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const link = `<a href="${escapeAttribute(url)}">${t('setChooseLink')}</a>`;
  return {
    to,
    subject: t('setSubject'),
    text: `${t('setExplained')}\n\n${t('setChoose')}\n${url}\n\n${t('ignoreIfNotSignedUp')}`,
    html: `<p>${t('setExplained')}</p><p>${t('setChooseLinked', { link })}</p><p>${t('ignoreIfNotSignedUp')}</p>`,
  };
}
