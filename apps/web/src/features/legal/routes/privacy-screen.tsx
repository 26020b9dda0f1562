import { LegalDocument } from '../components/legal-document';
import type { Clause } from '../components/legal-document';

// The clauses' headings are translated (legal namespace); their bodies and the intro stay in
// English on purpose: a legal text should only change language with a reviewed translation,
// which this project does not have yet (issue 34). So this file stays on i18n-pending.txt.

const clauses: readonly Clause[] = [
  {
    heading: 'legal.privacyKeep',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Your account: name, username, email, phone number and a securely hashed password.</li>
        <li>Your profile: display name, profile photo, role and membership plan.</li>
        <li>
          Your orders, tickets and subscription history, so we can deliver them and send receipts.
        </li>
        <li>Your notification and permission choices.</li>
      </ul>
    ),
  },
  {
    heading: 'legal.privacyNotKeep',
    body: (
      <p>
        Card details go straight to our payment provider; we never store your full card number. We
        don't sell your data and we don't use third-party advertising trackers.
      </p>
    ),
  },
  {
    heading: 'legal.privacyWhy',
    body: (
      <p>
        To run your account, unlock the content your plan includes, process payments, ship merch,
        and send the messages you asked for. Security logs help us stop abuse and keep accounts
        safe.
      </p>
    ),
  },
  {
    heading: 'legal.privacyWho',
    body: (
      <p>
        Other members only see your display name, photo and role. Staff see what they need to help
        you. Our payment, email and hosting providers process data on our behalf and only for these
        purposes.
      </p>
    ),
  },
  {
    heading: 'legal.privacyHowLong',
    body: (
      <p>
        As long as your account is open. Once you close it we delete your profile and photo; records
        we must keep for tax and accounting (such as receipts) are kept only as long as the law
        requires.
      </p>
    ),
  },
  {
    heading: 'legal.privacyChoices',
    body: (
      <p>
        You can change your details and notification settings at any time in Edit Profile, ask us
        for a copy of your data, or ask us to delete your account.
      </p>
    ),
  },
];

export function PrivacyScreen() {
  return (
    <LegalDocument
      title="legal.privacyTitle"
      updated="2025-01-01"
      intro="We keep only what the fan club needs to work, and we tell you exactly what that is."
      clauses={clauses}
    />
  );
}
