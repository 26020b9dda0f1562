import { useRef, useState } from 'react';
import { focusFirstError } from '../../../lib/focus-first-error';
import type { CardErrors, CardOnly } from '../../../lib/payment/card-details';
import { CARD_FIELDS, hasErrors, withoutErrorsFor } from '../../../lib/payment/card-details';
import { serverFieldErrors } from '../../../lib/payment/payment-feedback';
import { showPaymentError } from '../../../lib/payment/payment-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { loadPaymentRules } from '../../../lib/payment/payment-rules';
import type { PaymentRules } from '../../../lib/payment/payment-rules';
import { serverMessage } from '../payment-feedback';

/** Form state shared by the subscription checkout and the card-update dialog. */
export function useCardForm<T extends CardOnly>(initial: T | (() => T)) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onChange(patch: Partial<T>) {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsFor(current, patch));
  }

  /**
   * Checks the form with the server's own rules (loaded on first focus, else now), shows the
   * problems and focuses the first; true when the form may be sent.
   */
  async function passes(check: (rules: PaymentRules) => CardErrors): Promise<boolean> {
    const next = check(await loadPaymentRules());
    setErrors(next);
    if (!hasErrors(next)) return true;
    focusFirstError(formRef.current);
    return false;
  }

  /** The payment failure toast, the fields the server rejected and any message naming none. */
  function onPaymentError(error: unknown): void {
    showPaymentError(error, t);
    const fields = serverFieldErrors(error, CARD_FIELDS);
    setErrors(fields);
    setFormError(serverMessage(error));
    if (hasErrors(fields)) focusFirstError(formRef.current);
  }

  return { formRef, form, errors, formError, setFormError, onChange, passes, onPaymentError };
}
