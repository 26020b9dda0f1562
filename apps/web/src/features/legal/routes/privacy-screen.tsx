import { LegalDocument } from '../components/legal-document';
import type { Clause } from '../components/legal-document';

const clauses: readonly Clause[] = [
  {
    heading: 'What we keep',
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
    heading: "What we don't keep",
    body: (
      <p>
        Card details go straight to our payment provider; we never store your full card number. We
        don't sell your data and we don't use third-party advertising trackers.
      </p>
    ),
  },
  {
    heading: 'Why we use it',
    body: (
      <p>
        To run your account, unlock the content your plan includes, process payments, ship merch,
        and send the messages you asked for. Security logs help us stop abuse and keep accounts
        safe.
      </p>
    ),
  },
  {
    heading: 'Who can see it',
    body: (
      <p>
        Other members only see your display name, photo and role. Staff see what they need to help
        you. Our payment, email and hosting providers process data on our behalf and only for these
        purposes.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        As long as your account is open. Once you close it we delete your profile and photo; records
        we must keep for tax and accounting (such as receipts) are kept only as long as the law
        requires.
      </p>
    ),
  },
  {
    heading: 'Your choices',
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
      title="Privacy Policy"
      updated="January 2025"
      intro="We keep only what the fan club needs to work, and we tell you exactly what that is."
      clauses={clauses}
    />
  );
}
