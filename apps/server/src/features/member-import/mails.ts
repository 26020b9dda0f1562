import type { FastifyInstance } from 'fastify';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { mailLocale } from '../../lib/i18n/member-locale-repository';
import { mailText } from '../../lib/i18n/server-texts';
import type { MailMessage } from '../../plugins/mail';
import type { ImportRepository } from './repository';
import type { InviteJob } from './service';
import { INVITE_MAIL_JOB } from './service';

export function inviteMail(to: string, link: string, locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  return {
    to,
    subject: t('inviteSubject'),
    text: [t('inviteAdded'), '', t('inviteSetPassword', { link }), '', t('inviteTerms')].join('\n'),
  };
}

/**
 * Sends an imported member's invitation. The token is made here, not stored in the job, so no
 * live credential sits in the jobs table; a retry makes another (any one of them works once).
 */
export async function inviteJobs(app: FastifyInstance, repo: ImportRepository, publicUrl: string) {
  await app.jobs.work<InviteJob>(INVITE_MAIL_JOB, async ({ userId }) => {
    const email = await repo.email(userId);
    if (!email) return; // deleted since
    const token = await repo.newInvite(userId);
    const locale = await mailLocale(app.db, userId);
    await app.mailer.send(inviteMail(email, `${publicUrl}/gifts/invite?token=${token}`, locale));
  });
}
