import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { focusFirstError } from '../../../lib/focus-first-error';
import type { CardUpdateDetails } from '../api/billing-api';
import { updatePaymentMethod } from '../api/billing-api';
import { cardLabel } from '../billing-format';
import type { CardErrors } from '../card-validation';
import { CARD_FIELDS, hasErrors, validateCardOnly } from '../card-validation';
import { serverFieldErrors, serverMessage, showPaymentError } from '../payment-feedback';
import { useStoreSubscription } from '../use-store-subscription';
import { CardInputs } from './card-fields';

const EMPTY: CardUpdateDetails = { cardNumber: '', expDate: '', cvc: '', zipCode: '' };

/** Demo provider: replace the stored card here (with Stripe this is the provider's portal). */
export function UpdateCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Update Payment Method" description="Your next charge goes to this card.">
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open && <CardForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function CardForm({ onDone }: { onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const store = useStoreSubscription();
  const [form, setForm] = useState<CardUpdateDetails>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: updatePaymentMethod,
    onMutate: () => setFormError(null),
    onSuccess: async (details) => {
      await store(details);
      toast.success('Payment method updated', {
        description: details.card ? `We'll charge your ${cardLabel(details.card)}.` : undefined,
      });
      onDone();
    },
    onError: (error) => {
      showPaymentError(error);
      const fields = serverFieldErrors(error, CARD_FIELDS);
      setErrors(fields);
      setFormError(serverMessage(error));
      if (hasErrors(fields)) focusFirstError(formRef.current);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const next = validateCardOnly(form);
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstError(event.currentTarget);
      return;
    }
    save.mutate(form);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <CardInputs
        value={form}
        errors={errors}
        onChange={(patch) => {
          setForm((current) => ({ ...current, ...patch }));
          setErrors((current) => {
            const next = { ...current };
            for (const key of Object.keys(patch) as (keyof CardUpdateDetails)[]) delete next[key];
            return next;
          });
        }}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-300">
          {formError}
        </p>
      )}
      <Button type="submit" className="mt-2 min-h-13 w-full text-base" disabled={save.isPending}>
        {save.isPending ? 'Processing...' : 'Save card'}
      </Button>
    </form>
  );
}
