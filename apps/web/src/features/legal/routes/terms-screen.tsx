import { planById } from '@fanclub/shared/plans';
import { LegalDocument } from '../components/legal-document';
import type { Clause } from '../components/legal-document';
import { useFormat } from '../../../lib/i18n/use-format';

const clauses: readonly Clause[] = [
  { heading: 'legal.termsAccount', paragraphs: ['legal.termsAccountText'] },
  {
    heading: 'legal.termsBilling',
    paragraphs: ['legal.termsBillingPlans', 'legal.termsBillingCancel'],
  },
  { heading: 'legal.termsContent', paragraphs: ['legal.termsContentText'] },
  { heading: 'legal.termsMerch', paragraphs: ['legal.termsMerchText'] },
  { heading: 'legal.termsCommunity', paragraphs: ['legal.termsCommunityText'] },
  { heading: 'legal.termsChanges', paragraphs: ['legal.termsChangesText'] },
];

export function TermsScreen() {
  const format = useFormat();
  // Prices come from the plan list so the terms can never quote a stale amount.
  const price = (tier: 'fanplus' | 'vip') => format.price(planById(tier).priceCents);
  return (
    <LegalDocument
      titleKey="legal.termsTitle"
      updated="2025-01-01"
      intro="legal.termsIntro"
      clauses={clauses}
      values={{ fanplus: price('fanplus'), vip: price('vip') }}
    />
  );
}
