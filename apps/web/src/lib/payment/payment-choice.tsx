import { PaymentFields } from './card-fields';
import type { CardDetails, CardErrors } from './card-details';
import { PaymentsOffNotice } from './payments-off-notice';
import { SavedCardChoice } from './saved-card';
import type { SavedCardChoiceState } from './saved-card';

interface PaymentChoiceProps {
  /** useSavedCardChoice() of the form. */
  choice: SavedCardChoiceState;
  /** useCardForm(): undefined while the checkout options load (nothing is drawn yet). */
  cardForm: boolean | undefined;
  /** No payment provider on this server: the notice instead of fields that could only fail. */
  paymentsOff: boolean;
  value: CardDetails;
  errors: CardErrors;
  onChange: (patch: Partial<CardDetails>) => void;
}

/**
 * How an order is paid, the same in the merch checkout and the ticket sheet: the saved card or
 * another one, the card fields when another is used, or the notice when payments are off.
 */
export function PaymentChoice({ choice, cardForm, paymentsOff, ...fields }: PaymentChoiceProps) {
  if (paymentsOff) return <PaymentsOffNotice />;
  if (cardForm === undefined) return null;
  return (
    <>
      {choice.saved && (
        <SavedCardChoice
          card={choice.saved}
          useSaved={choice.useSaved}
          onChange={choice.choose}
          error={choice.problem}
        />
      )}
      {!choice.payingSaved && <PaymentFields cardForm={cardForm} {...fields} />}
    </>
  );
}
