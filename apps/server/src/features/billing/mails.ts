// The mails money sends (issue 31): a welcome when a membership starts and a receipt for every
// subscription payment. apply-event-repository.ts queues them in the event's own transaction, so
// each event id queues them once (a replayed event stops at payment_events) and none is lost to a
// crash after the commit; this worker sends them, retried by the queue if the mail server fails.
// The job's name and shape are in lib/payment-receipts.ts, so that gifts queue receipts too.
import type { FastifyInstance } from 'fastify';
import { formatPrice } from '@fanclub/shared/format';
import { planById } from '@fanclub/shared/plans';
import type { BillingMail } from '../../lib/payment-receipts';
import { BILLING_MAIL_JOB } from '../../lib/payment-receipts';
import type { MailMessage } from '../../plugins/mail';
import type { PaidTier } from './provider';
import { billingRepository } from './repository';

export function welcomeMail(to: string, tier: PaidTier): MailMessage {
  const plan = planById(tier);
  const perks = plan.features.map((feature) => `- ${feature}`);
  return {
    to,
    subject: `Welcome to ${plan.name}!`,
    text: [
      `Welcome to ${plan.name}! Your membership is active now.`,
      '',
      'What you get:',
      ...perks,
      '',
      'Manage or cancel it any time under Profile > Subscription & Billing.',
    ].join('\n'),
  };
}

export function subscriptionReceiptMail(
  to: string,
  mail: Extract<BillingMail, { kind: 'receipt' }>,
  paidAt: Date,
): MailMessage {
  return {
    to,
    subject: `Your fan club receipt: ${formatPrice(mail.amountCents)}`,
    text: [
      'Thank you! We received your payment.',
      '',
      `Item: ${mail.description}`,
      `Date: ${paidAt.toISOString().slice(0, 10)}`,
      `Total: ${formatPrice(mail.amountCents)}`,
      ...(mail.card ? [`Paid with ${mail.card.brand} ending in ${mail.card.last4}.`] : []),
      '',
      'Your receipts are also under Profile > Subscription & Billing.',
    ].join('\n'),
  };
}

/** Registers the worker that sends the queued billing mails. */
export async function billingMails(app: FastifyInstance): Promise<void> {
  const repo = billingRepository(app.db);
  await app.jobs.work<BillingMail>(BILLING_MAIL_JOB, async (mail) => {
    // The address now, not at payment time: a member who changed it gets the mail at the new one.
    const email = await repo.memberEmail(mail.userId);
    if (!email) return; // the account was deleted since; nobody to mail
    await app.mailer.send(
      mail.kind === 'welcome'
        ? welcomeMail(email, mail.tier)
        : subscriptionReceiptMail(email, mail, new Date()),
    );
  });
}
