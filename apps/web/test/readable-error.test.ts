import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { readableError } from '../src/lib/payment/payment-feedback';
import { catalogueTranslator } from './catalogue-translator';

const en = catalogueTranslator('en');
const ja = catalogueTranslator('ja');
const es = catalogueTranslator('es');

describe('readableError (cart, checkout and payment toasts)', () => {
  it('says a failure without a usable message in the page language, English as before', () => {
    const offline = new TypeError('Failed to fetch');
    const serverFault = new ApiError(500, 'Internal Server Error');
    expect(readableError(offline, en)).toBe('Something went wrong. Please try again.');
    expect(readableError(serverFault, en)).toBe('Something went wrong. Please try again.');
    expect(readableError(offline, ja)).toBe('問題が発生しました。もう一度お試しください。');
    expect(readableError(serverFault, es)).toBe('Algo salió mal. Inténtalo de nuevo.');
  });

  it("passes a 4xx message on (the server already wrote it in the member's language)", () => {
    const refused = new ApiError(409, 'lines.0: 在庫が足りません');
    expect(readableError(refused, ja)).toBe('在庫が足りません');
    expect(readableError(new ApiError(402, 'Your card was declined.'), en)).toBe(
      'Your card was declined.',
    );
  });

  it('has the cart toasts in every language, English word for word', () => {
    expect(en('app.cartNotUpdated')).toBe('Cart not updated');
    expect(en('app.cartMergeFailed')).toBe('Could not add your saved items to your cart');
    expect(ja('app.cartNotUpdated')).toBe('カートを更新できませんでした');
    expect(es('app.cartMergeFailed')).toBe('No pudimos añadir tus artículos guardados al carrito');
  });
});
