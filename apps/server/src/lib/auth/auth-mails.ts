import type { MailMessage } from '../../plugins/mail';

export function verificationMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail for the fan club',
    text: `Welcome to the fan club!\n\nConfirm your e-mail address to finish signing up:\n${url}\n\nIf you did not sign up, you can ignore this message.`,
    html: `<p>Welcome to the fan club!</p><p><a href="${url}">Confirm your e-mail address</a> to finish signing up.</p><p>If you did not sign up, you can ignore this message.</p>`,
  };
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your fan club password',
    text: `Someone asked to reset the password of your fan club account.\n\nChoose a new password here (the link works for one hour):\n${url}\n\nIf it was not you, ignore this message; your password stays the same.`,
    html: `<p>Someone asked to reset the password of your fan club account.</p><p><a href="${url}">Choose a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this message; your password stays the same.</p>`,
  };
}
