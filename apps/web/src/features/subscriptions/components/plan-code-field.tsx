import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
// Types only: the schema module would pull zod into the browser bundle.
import type { OfferQuote } from '@fanclub/shared/schemas/offers';
import { formatPlanPrice } from '@fanclub/shared/plans';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/i18n-context';
import { readableError } from '../../../lib/payment/payment-feedback';
import type { PaidTier } from '../api/billing-api';
import { checkPlanCode } from '../api/billing-api';

const price = (cents: number) => formatPlanPrice({ priceCents: cents });

/**
 * The subscription checkout's "Discount code" field, as the cart's: the server checks the code
 * for this plan and prices it (POST /api/offers/check), and the checkout charges the same (it
 * checks and prices again). `onApplied` hands the code to the payment, null when none applies.
 * Keyed by plan by its parent, so another plan starts without a code.
 */
export function PlanCodeField({
  tier,
  onApplied,
}: {
  tier: PaidTier;
  onApplied: (code: string | null) => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [quote, setQuote] = useState<OfferQuote | null>(null);
  const check = useMutation({
    mutationFn: (typed: string) => checkPlanCode(tier, typed),
    onSuccess: (next) => {
      setQuote(next);
      onApplied(next.code);
    },
    onError: () => {
      setQuote(null);
      onApplied(null);
    },
  });
  const error = check.isError ? readableError(check.error) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label={t('billing.discountCode')}
          className="flex-1"
          autoCapitalize="characters"
          autoComplete="off"
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            if (quote) {
              setQuote(null);
              onApplied(null);
            }
          }}
        />
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          disabled={!code.trim() || check.isPending}
          onClick={() => check.mutate(code.trim())}
        >
          {t('billing.apply')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {quote && (
        <p role="status" className="text-sm text-emerald-300">
          {t('billing.codeApplied', {
            code: quote.code,
            label: quote.label,
            discount: price(quote.discountCents),
          })}{' '}
          <strong className="text-white">{price(quote.totalCents)}</strong>
        </p>
      )}
    </div>
  );
}
