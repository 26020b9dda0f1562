import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../plugins/mail';
import type { ImportRepository } from './repository';
import type { InviteJob } from './service';
import { INVITE_MAIL_JOB } from './service';

export function inviteMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Your fan club membership is waiting',
    text: [
      'You have been added to the fan club, with a complimentary membership.',
      '',
      `Set your password and sign in: ${link}`,
      '',
      'The link works once, for 30 days. Nothing is charged: when the complimentary membership',
      'ends you stay a free member, and you can choose a paid plan whenever you like.',
    ].join('\n'),
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
    await app.mailer.send(inviteMail(email, `${publicUrl}/gifts/invite?token=${token}`));
  });
}
