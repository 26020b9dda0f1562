import { useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketsBought } from '@fanclub/shared/schemas/commerce';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { focusFirstError } from '../../../lib/focus-first-error';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import type { CardDetails, CardErrors } from '../../../lib/payment/card-details';
import { emptyCard, hasErrors, withoutErrorsFor } from '../../../lib/payment/card-details';
import { loadPaymentRules } from '../../../lib/payment/payment-rules';
import { EmailField, FormAlert, TermsCheckbox } from '../../../lib/payment/card-fields';
import { useCardForm, usePaymentsEnabled } from '../../../lib/payment/checkout-options';
import { PaymentChoice } from '../../../lib/payment/payment-choice';
import { useSavedCardChoice } from '../../../lib/payment/saved-card';
import { useSession } from '../../../lib/session';
import { usePayTickets } from '../hooks/use-pay-tickets';

interface TicketPaymentDialogProps {
  event: ClubEvent;
  quantity: number;
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBought: (bought: TicketsBought) => void;
  /** In a presale that needs one: the code typed on the event page. */
  presaleCode?: string;
  /**
   * Where focus goes when the sheet is dismissed (the Buy button): it opens from a click, not a
   * Radix trigger, and remounts per opening, so Radix alone would leave focus on <body>.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The payment sheet behind 'Get Your Tickets' / 'Get Ticket Now': card fields, terms, pay. */
export function TicketPaymentDialog({
  event,
  quantity,
  email,
  open,
  onOpenChange,
  onBought,
  presaleCode,
  returnFocusTo,
}: TicketPaymentDialogProps) {
  const t = useT();
  const format = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const nameOnFile = useSession().session?.profile.displayName ?? '';
  const [card, setCard] = useState<CardDetails>(() => ({
    ...emptyCard(email),
    fullName: nameOnFile,
  }));
  const [errors, setErrors] = useState<CardErrors>({});
  const [acceptTerms, setAcceptTerms] = useState(false);
  const cardForm = useCardForm();
  const choice = useSavedCardChoice();
  const { pay, pending, problem } = usePayTickets(
    event,
    onBought,
    (fields) => {
      setErrors(fields);
      if (hasErrors(fields)) focusFirstError(formRef.current);
    },
    presaleCode,
  );
  const total = format.price(event.ticketPriceCents * quantity);
  const paymentsOff = usePaymentsEnabled() === false && event.ticketPriceCents > 0;

  function onChange(patch: Partial<CardDetails>) {
    setCard((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsFor(current, patch));
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!acceptTerms || pending || cardForm === undefined || paymentsOff) return;
    const { cardProblems } = await loadPaymentRules();
    const next = cardProblems(card, cardForm && !choice.payingSaved);
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstError(formRef.current);
      return;
    }
    pay(quantity, { ...card, savedCard: choice.payingSaved }, choice.declined);
  }

  return (
    <Modal
      open={open}
      // A payment in flight must not be dismissed half-way.
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('events.getTickets')}
      description={t('events.paymentSummary', { quantity, title: event.title, total })}
      returnFocusTo={returnFocusTo}
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => void submit(e)}
        // The field rules load with the first focus, so sending does not wait for them.
        onFocus={() => void loadPaymentRules()}
        className="flex flex-col gap-4"
      >
        <FormAlert message={problem} />
        <EmailField value={card} errors={errors} onChange={onChange} />
        <PaymentChoice
          choice={choice}
          cardForm={cardForm}
          paymentsOff={paymentsOff}
          value={card}
          errors={errors}
          onChange={onChange}
        />
        <TermsCheckbox checked={acceptTerms} onCheckedChange={setAcceptTerms} />
        <Button
          type="submit"
          disabled={!acceptTerms || pending || cardForm === undefined || paymentsOff}
          className="min-h-13 w-full text-base"
        >
          {pending ? t('events.processing') : t('events.pay', { total })}
        </Button>
      </form>
    </Modal>
  );
}
