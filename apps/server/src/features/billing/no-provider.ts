import { paymentsNotSetUp } from '../../lib/payments-off';
import type { PaymentProvider } from './provider';

/**
 * Outside demo mode and without Stripe there is nobody to take money: every paid action fails
 * closed with 503 (the demo provider would accept any Luhn-valid number and grant the tier).
 */
export function noProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw paymentsNotSetUp();
  };
  return {
    kind: 'none',
    acceptCheckout: () => {
      throw paymentsNotSetUp();
    },
    startCheckout: refuse,
    payWithCard: refuse,
    changePlan: refuse,
    setCancelAtPeriodEnd: refuse,
    applyRetentionOffer: refuse,
    updateCard: refuse,
  };
}
