import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
// Types only: the schema module would pull zod into the browser bundle.
import type { OfferQuote } from '@fanclub/shared/schemas/offers';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useT } from '../i18n/i18n-context';
import { useFormat } from '../i18n/use-format';
import { readableError } from './payment-feedback';

/**
 * A checkout's "Discount code" field, the cart's and the subscription checkout's: `check` asks the
 * server to price the code (on the saved cart, or for a plan), and the payment charges the same
 * (the server prices again). `onApplied` hands the code to the payment, null when none applies.
 */
export function DiscountCodeField({
  check: checkCode,
  onApplied,
}: {
  check: (code: string) => Promise<OfferQuote>;
  onApplied: (code: string | null) => void;
}) {
  const t = useT();
  const format = useFormat();
  const [code, setCode] = useState('');
  const [quote, setQuote] = useState<OfferQuote | null>(null);
  const check = useMutation({
    mutationFn: checkCode,
    onSuccess: (next) => {
      setQuote(next);
      onApplied(next.code);
    },
    onError: () => {
      setQuote(null);
      onApplied(null);
    },
  });
  const error = check.isError ? readableError(check.error, t) : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label={t('payment.discountCode')}
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
          {t('payment.apply')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {quote && (
        <p role="status" className="text-sm text-emerald-300">
          {t('payment.codeApplied', {
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
