import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
// Types only: the schema module would pull zod into the browser bundle.
import type { OfferQuote } from '@fanclub/shared/schemas/offers';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { readableError } from '../../../lib/payment/payment-feedback';
import { checkCartCode } from '../api/orders-api';

/**
 * The cart's "Discount code" field (members only): the server prices the code on the saved cart
 * and checkout charges the same (it reprices). `onApplied` hands the code to the order.
 */
export function DiscountCodeField({ onApplied }: { onApplied: (code: string | null) => void }) {
  const t = useT();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [quote, setQuote] = useState<OfferQuote | null>(null);
  const check = useMutation({
    mutationFn: checkCartCode,
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
          label={t('shop.discountCode')}
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
          {t('shop.apply')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {quote && (
        <p role="status" className="text-sm text-emerald-300">
          {t('shop.codeApplied', {
            code: quote.code,
            label: quote.label,
            discount: format.price(quote.discountCents),
          })}{' '}
          <strong className="text-white">{format.price(quote.totalCents)}</strong>
        </p>
      )}
    </div>
  );
}
