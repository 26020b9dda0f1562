import { describe, expect, it } from 'vitest';
import {
  countryName,
  countryOptions,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  hasErrors,
  paymentPayload,
  withoutErrorsFor,
} from '../src/lib/payment/card-details';
import { loadPaymentRules } from '../src/lib/payment/payment-rules';

const { cardOnlyProblems, cardProblems, checkoutProblems } = await loadPaymentRules();
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

  it('accepts a valid form and names each wrong field with the server schema’s texts', () => {
    expect(hasErrors(cardProblems(VALID))).toBe(false);
    const errors = cardProblems({
      ...VALID,
      email: 'nope',
      fullName: ' ',
      cardNumber: '4242 4242 4242 4241',
      cvc: '12',
      zipCode: '1',
    });
    expect(errors).toMatchObject({
      email: 'Please enter a valid email address.',
      fullName: 'Please enter the name on the card.',
      cardNumber: 'Please enter a valid card number.',
      cvc: 'Enter the 3 or 4 digits on the back.',
      zipCode: 'Please enter your ZIP code.',
    });
    expect(cardProblems({ ...VALID, email: '' }).email).toBe('Please enter your email.');
    expect(cardOnlyProblems({ ...VALID, expDate: '01/20' }).expDate).toBe('This card has expired.');
    expect(cardOnlyProblems({ ...VALID, expDate: '1230' }).expDate).toBe('Use the format MM/YY.');
  });

  it('adds the shipping address for the cart checkout', () => {
    const shipping = {
      recipientName: 'Ada Fan',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Berlin',
      region: 'Berlin',
      shippingZip: '10115',
    };
    expect(hasErrors(checkoutProblems({ ...VALID, ...shipping }))).toBe(false);
    expect(
      checkoutProblems({
        ...VALID,
        ...shipping,
        recipientName: '',
        addressLine1: ' ',
        city: '',
        region: ' ',
        shippingZip: '1',
      }),
    ).toEqual({
      recipientName: 'Please enter who the parcel is for.',
      addressLine1: 'Please enter your address.',
      city: 'Please enter your city.',
      region: 'Please enter your state or region.',
      shippingZip: 'Please enter your ZIP code.',
    });
  });

  it('checks only the payer with a hosted payment page', () => {
    const errors = cardProblems({ ...VALID, cardNumber: '', fullName: '', country: '' }, false);
    expect(errors).toEqual({ country: 'Please choose a country.' });
    expect(cardProblems({ ...VALID, email: 'nope', cardNumber: '' }, false)).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('drops the edited fields’ errors and sends digits only', () => {
    expect(withoutErrorsFor({ cvc: 'x', zipCode: 'y' }, { cvc: '1' })).toEqual({ zipCode: 'y' });
    expect(paymentPayload({ ...VALID, email: ' fan@example.com ' })).toMatchObject({
      email: 'fan@example.com',
      cardNumber: '4242424242424242',
    });
  });

  it('sends the same payment part in every mode: card fields only when the buyer typed them', () => {
    expect(paymentPayload(emptyCard(' fan@example.com'))).toEqual({
      email: 'fan@example.com',
      country: 'US',
    });
  });

  it('names the countries in the reader’s language, the English names unchanged', () => {
    expect(countryOptions('en').map((option) => option.label)).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Mexico',
    ]);
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('DE', 'ja')).toBe('ドイツ');
    // A code the form never offered (an old order) is shown as stored.
    expect(countryName('ZZ', 'en')).toBe('ZZ');
  });
});
