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

/** To the owner of an unconfirmed address that was signed up again (ADR 017). */
export function setPasswordMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Choose your fan club password',
    text: `Someone, maybe you, signed up for the fan club again with this e-mail address before it was confirmed. To keep the account yours, no password given at sign-up was kept.\n\nChoose your password here to finish signing up (the link works for one hour):\n${url}\n\nIf you did not sign up, you can ignore this message.`,
    html: `<p>Someone, maybe you, signed up for the fan club again with this e-mail address before it was confirmed. To keep the account yours, no password given at sign-up was kept.</p><p><a href="${url}">Choose your password</a> to finish signing up (the link works for one hour).</p><p>If you did not sign up, you can ignore this message.</p>`,
  };
}
