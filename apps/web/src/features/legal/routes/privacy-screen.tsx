import { LegalDocument } from '../components/legal-document';
import type { Clause } from '../components/legal-document';

const clauses: readonly Clause[] = [
  {
    heading: 'legal.privacyKeep',
    list: [
      'legal.privacyKeepAccount',
      'legal.privacyKeepProfile',
      'legal.privacyKeepOrders',
      'legal.privacyKeepChoices',
    ],
  },
  { heading: 'legal.privacyNotKeep', paragraphs: ['legal.privacyNotKeepText'] },
  { heading: 'legal.privacyWhy', paragraphs: ['legal.privacyWhyText'] },
  { heading: 'legal.privacyWho', paragraphs: ['legal.privacyWhoText'] },
  { heading: 'legal.privacyHowLong', paragraphs: ['legal.privacyHowLongText'] },
  { heading: 'legal.privacyChoices', paragraphs: ['legal.privacyChoicesText'] },
];

export function PrivacyScreen() {
  return (
    <LegalDocument
      titleKey="legal.privacyTitle"
      updated="2025-01-01"
      intro="legal.privacyIntro"
      clauses={clauses}
    />
  );
}
