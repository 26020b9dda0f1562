import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { loadPaymentRules } from '../../../lib/payment/payment-rules';
import { CardInputs } from '../../../lib/payment/card-fields';
import type { CardUpdateDetails } from '../api/billing-api';
import { updatePaymentMethod } from '../api/billing-api';
import { cardLabel } from '../billing-format';
import { useCardForm } from '../hooks/use-card-form';
import { useStoreSubscription } from '../hooks/use-store-subscription';
import { useT } from '../../../lib/i18n/i18n-context';

const EMPTY: CardUpdateDetails = { cardNumber: '', expDate: '', cvc: '', zipCode: '' };

/** Demo provider: replace the stored card here (with Stripe this is the provider's portal). */
export function UpdateCardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.updatePayment')}
      description={t('billing.nextChargeCard')}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open && <CardForm onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function CardForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const store = useStoreSubscription();
  const { formRef, form, errors, formError, setFormError, onChange, passes, onPaymentError } =
    useCardForm(EMPTY);

  const save = useMutation({
    mutationFn: updatePaymentMethod,
    onMutate: () => setFormError(null),
    onSuccess: async (details) => {
      await store(details);
      toast.success(t('billing.cardUpdated'), {
        description: details.card
          ? t('billing.chargeCard', { card: cardLabel(details.card, t) })
          : undefined,
      });
      onDone();
    },
    onError: onPaymentError,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    if (await passes((rules) => rules.cardOnlyProblems(form))) save.mutate(form);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // The field rules load with the first focus, so sending does not wait for them.
      onFocus={() => void loadPaymentRules()}
      className="flex flex-col gap-4"
    >
      <CardInputs value={form} errors={errors} onChange={onChange} zipAutoComplete="postal-code" />
      {formError && (
        <p role="alert" className="text-sm text-red-300">
          {formError}
        </p>
      )}
      <Button type="submit" className="mt-2 min-h-13 w-full text-base" disabled={save.isPending}>
        {save.isPending ? t('billing.processing') : t('billing.saveCard')}
      </Button>
    </form>
  );
}
