// The mails money sends (issue 31): a welcome when a membership starts and a receipt for every
// subscription payment. apply-event-repository.ts queues them in the event's own transaction, so
// each event id queues them once (a replayed event stops at payment_events) and none is lost to a
// crash after the commit; this worker sends them, retried by the queue if the mail server fails.
// The job's name and shape are in lib/payment-receipts.ts, so that gifts queue receipts too.
import type { FastifyInstance } from 'fastify';
import { formatPrice } from '@fanclub/shared/format';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { planById } from '@fanclub/shared/plans';
import { mailText, planFeatureText } from '../../lib/i18n/server-texts';
import { mailLocale } from '../../lib/i18n/member-locale-repository';
import type { BillingMail } from '../../lib/payment-receipts';
import { BILLING_MAIL_JOB } from '../../lib/payment-receipts';
import type { MailMessage } from '../../plugins/mail';
import type { PaidTier } from './provider';
import { billingRepository } from './repository';

export function welcomeMail(to: string, tier: PaidTier, locale: Locale = 'en'): MailMessage {
  const t = mailText.bind(null, locale);
  const plan = planById(tier);
  // The perks in the member's language, in the plan cards' own words (the `plans` namespace).
  const perks = plan.features.map((feature) => `- ${planFeatureText(locale, feature)}`);
  return {
    to,
    subject: t('welcomeSubject', { plan: plan.name }),
    text: [
      t('welcomeActive', { plan: plan.name }),
      '',
      t('welcomePerks'),
      ...perks,
      '',
      t('welcomeManage'),
    ].join('\n'),
  };
}

export function subscriptionReceiptMail(
  to: string,
  mail: Extract<BillingMail, { kind: 'receipt' }>,
  paidAt: Date,
  locale: Locale = 'en',
): MailMessage {
  const t = mailText.bind(null, locale);
  const total = formatPrice(mail.amountCents, 'USD', locale);
  return {
    to,
    subject: t('receiptSubject', { total }),
    text: [
      t('receiptThanks'),
      '',
      t('receiptItem', { item: mail.description }),
      t('receiptDate', { date: paidAt.toISOString().slice(0, 10) }),
      t('receiptTotal', { total }),
      ...(mail.card ? [t('receiptCard', { brand: mail.card.brand, last4: mail.card.last4 })] : []),
      '',
      t('receiptArchive'),
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
    const locale = await mailLocale(app.db, mail.userId);
    await app.mailer.send(
      mail.kind === 'welcome'
        ? welcomeMail(email, mail.tier, locale)
        : subscriptionReceiptMail(email, mail, new Date(), locale),
    );
  });
}
