import { describe, expect, it } from 'vitest';
import {
  cardPayload,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  hasErrors,
  validateCard,
  validateCardOnly,
  withoutErrorsFor,
} from '../src/lib/payment/card-details';

const NOW = new Date('2026-11-24T12:00:00Z');
const VALID = {
  ...emptyCard('fan@example.com'),
  fullName: 'Ada Fan',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/30',
  cvc: '123',
  zipCode: '10115',
};

describe('card details', () => {
  it('formats the number in groups of four and types the expiry slash', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/2899')).toBe('12/28');
  });

  it('accepts a valid form and names each wrong field with the spec texts', () => {
    expect(hasErrors(validateCard(VALID, NOW))).toBe(false);
    const errors = validateCard(
      {
        ...VALID,
        email: 'nope',
        fullName: ' ',
        cardNumber: '4242 4242 4242 4241',
        cvc: '12',
        zipCode: '1',
      },
      NOW,
    );
    expect(errors).toMatchObject({
      email: 'Please enter a valid email address.',
      fullName: 'Please enter the name on the card.',
      cardNumber: 'Please enter a valid card number.',
      cvc: 'Enter the 3 or 4 digits on the back.',
      zipCode: 'Please enter your ZIP code.',
    });
    expect(validateCard({ ...VALID, email: '' }, NOW).email).toBe('Please enter your email.');
    expect(validateCardOnly({ ...VALID, expDate: '01/20' }, NOW).expDate).toBeTruthy();
  });

  it('checks only the payer with a hosted payment page', () => {
    const errors = validateCard(
      { ...VALID, cardNumber: '', fullName: '', country: '' },
      NOW,
      false,
    );
    expect(Object.keys(errors).sort()).toEqual(['country', 'email']);
    expect(errors.country).toBe('Please choose a country.');
  });

  it('drops the edited fields’ errors and sends digits only', () => {
    expect(withoutErrorsFor({ cvc: 'x', zipCode: 'y' }, { cvc: '1' })).toEqual({ zipCode: 'y' });
    expect(cardPayload({ ...VALID, email: ' fan@example.com ' })).toMatchObject({
      email: 'fan@example.com',
      cardNumber: '4242424242424242',
    });
  });
});
