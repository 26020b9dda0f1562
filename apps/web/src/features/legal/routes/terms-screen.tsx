import { formatPlanPrice, planById } from '@fanclub/shared/plans';
import type { Tier } from '@fanclub/shared/roles';
import { LegalDocument } from '../components/legal-document';
import type { Clause } from '../components/legal-document';

// The clauses' headings are translated (legal namespace); their bodies and the intro stay in
// English on purpose: a legal text should only change language with a reviewed translation,
// which this project does not have yet (issue 34). So this file stays on i18n-pending.txt.

// Prices come from the plan list so the terms can never quote a stale amount.
const price = (tier: Tier) => formatPlanPrice(planById(tier));

const clauses: readonly Clause[] = [
  {
    heading: 'legal.termsAccount',
    body: (
      <p>
        You need an account to join the fan club. Keep your password to yourself and tell us
        straight away if you think someone else is using your account. One account per person.
      </p>
    ),
  },
  {
    heading: 'legal.termsBilling',
    body: (
      <>
        <p>
          The Free plan costs nothing. Fan+ ({price('fanplus')}) and VIP ({price('vip')}) are
          monthly subscriptions: you are charged when you subscribe and again on the same day each
          month until you cancel.
        </p>
        <p>
          You can cancel anytime from Manage Subscription. You keep your perks until the end of the
          period you have already paid for, and you will not be charged again. Payments for past
          periods are not refunded unless the law says otherwise.
        </p>
      </>
    ),
  },
  {
    heading: 'legal.termsContent',
    body: (
      <p>
        Music, videos, livestreams and backstage content are for your personal, non-commercial use.
        Please don't record, copy, re-upload or share members-only content outside the club.
      </p>
    ),
  },
  {
    heading: 'legal.termsMerch',
    body: (
      <p>
        Merch and ticket purchases are separate from your membership. Prices, availability and event
        dates can change; if an event is cancelled we will tell you what happens to your ticket.
      </p>
    ),
  },
  {
    heading: 'legal.termsCommunity',
    body: (
      <p>
        Be kind in chats and comments. No harassment, hate, spam or impersonation. We may remove
        content or suspend accounts that break these rules.
      </p>
    ),
  },
  {
    heading: 'legal.termsChanges',
    body: (
      <p>
        We may update these terms as the club grows. If a change affects your subscription we will
        let you know before it applies, and you can cancel if you don't agree.
      </p>
    ),
  },
];

export function TermsScreen() {
  return (
    <LegalDocument
      title="legal.termsTitle"
      updated="2025-01-01"
      intro="These terms cover your membership of the Aria Monroe fan club: the app, the website and everything you get with them. By creating an account you agree to them."
      clauses={clauses}
    />
  );
}
