// Money taken is written one way whoever takes it (billing's subscriptions, gifts): a `payments`
// row, which the receipts page and the insights read, and a receipt mail queued in the same
// transaction (an outbox: once per key, and a crash after the commit still sends it). Billing's
// mail worker (features/billing/mails.ts) sends the queued mails.
import type { Db } from '../db/client';
import { payments } from '../db/schema/billing';
import { jobs } from '../db/schema/jobs';

export const BILLING_MAIL_JOB = 'billing.mail';

type CardSummary = { brand: string; last4: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type BillingMail =
  | { kind: 'welcome'; userId: string; tier: 'fanplus' | 'vip' }
  | {
      kind: 'receipt';
      userId: string;
      amountCents: number;
      description: string;
      card: CardSummary | null;
    };

export interface PaymentTaken {
  userId: string;
  amountCents: number;
  description: string;
  /** The page or session it was paid on: the receipt's address (/api/billing/receipts/:id). */
  checkoutSessionId: string | null;
  providerSubscriptionId: string | null;
  card: CardSummary | null;
}

/** Queues one billing mail; `key` (event id and kind) keeps a replay from queueing it twice. */
export async function queueBillingMail(tx: Tx, mail: BillingMail, key: string): Promise<void> {
  await tx
    .insert(jobs)
    .values({ name: BILLING_MAIL_JOB, data: mail, singletonKey: key })
    .onConflictDoNothing();
}

/** Records a payment and queues its receipt mail, inside the caller's transaction. */
export async function recordPayment(tx: Tx, payment: PaymentTaken, key: string): Promise<void> {
  const { card, ...row } = payment;
  await tx
    .insert(payments)
    .values({ ...row, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null });
  const { userId, amountCents, description } = payment;
  await queueBillingMail(tx, { kind: 'receipt', userId, amountCents, description, card }, key);
}
