// The demo provider's one declining card, as every demo checkout (membership, card update, merch
// and tickets, gifts) honours it: Stripe's test card 4000 0000 0000 0002.
import { TEST_CARD_DECLINED } from '@fanclub/shared/payments';
import { HttpError } from '../plugins/errors';

export const CARD_DECLINED = 'Your card was declined.';

export const isDeclinedTestCard = (cardNumber: string): boolean =>
  cardNumber === TEST_CARD_DECLINED;

/** The declining test card is the payer's problem: 402, shown under the card number. */
export function refuseDeclinedTestCard(cardNumber: string): void {
  if (isDeclinedTestCard(cardNumber))
    throw new HttpError(402, CARD_DECLINED, { cardNumber: CARD_DECLINED });
}
