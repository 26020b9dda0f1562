import { PAYMENTS_NOT_SET_UP } from '@fanclub/shared/payments';
import { HttpError } from '../plugins/errors';

/** Billing and the shop both fail closed with this when no payment provider is set up. */
export const paymentsNotSetUp = () => new HttpError(503, PAYMENTS_NOT_SET_UP);
