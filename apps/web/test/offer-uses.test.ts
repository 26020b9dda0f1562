import { describe, expect, it } from 'vitest';
import MessageFormat from '@messageformat/core';
import english from '@fanclub/shared/i18n/messages/en.json';
import spanish from '@fanclub/shared/i18n/messages/es.json';
import { offerUsesText } from '../src/features/admin/offer-uses';
import type { Translator } from '../src/lib/i18n/translator';

// A language's catalogue texts, compiled as the build does.
function translator(locale: string, messages: typeof english): Translator['t'] {
  const mf = new MessageFormat(locale);
  return (key, values) => {
    const [ns, name] = key.split('.') as [keyof typeof english, string];
    return mf.compile((messages[ns] as Record<string, string>)[name] ?? key)(values);
  };
}
const en = translator('en', english);
const es = translator('es', spanish as typeof english);

describe('offerUsesText (the Offers list)', () => {
  it('reads as before when nothing is held', () => {
    expect(offerUsesText({ uses: 1, held: 0, maxUses: 10 }, en)).toBe('1 of 10 used');
    expect(offerUsesText({ uses: 3, held: 0, maxUses: null }, en)).toBe('3 used');
  });

  it('adds the uses held by open Stripe pages, which a code refusing new buyers would hide', () => {
    expect(offerUsesText({ uses: 0, held: 1, maxUses: 1 }, en)).toBe('0 of 1 used · 1 held');
    expect(offerUsesText({ uses: 2, held: 3, maxUses: null }, en)).toBe('2 used · 3 held');
    expect(offerUsesText({ uses: 0, held: 1, maxUses: 1 }, es)).toBe('0 de 1 usados · 1 reservado');
    expect(offerUsesText({ uses: 0, held: 2, maxUses: 5 }, es)).toBe(
      '0 de 5 usados · 2 reservados',
    );
  });
});
