import { describe, expect, it } from 'vitest';
import { acceptLanguageTags } from '../src/i18n/accept-language';
import { chooseLocale, localeForTags } from '../src/i18n/locales';

describe('choosing a language', () => {
  it('reads Accept-Language by weight, then order, dropping q=0 and *', () => {
    expect(acceptLanguageTags('fr;q=0.4, ja, ko;q=0.9, *;q=0.1, es;q=0')).toEqual([
      'ja',
      'ko',
      'fr',
    ]);
    expect(acceptLanguageTags('')).toEqual([]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
    // Client input: only the first 20 ranges are read.
    const long = Array.from({ length: 30 }, (_, i) => `x${i}`)
      .concat('ja')
      .join(',');
    expect(acceptLanguageTags(long)).toHaveLength(20);
  });

  it('matches a region to our language by its primary subtag', () => {
    expect(localeForTags(['es-MX'])).toBe('es');
    expect(localeForTags(['pt-PT'])).toBe('pt-BR');
    expect(localeForTags(['PT-br'])).toBe('pt-BR');
    expect(localeForTags(['de-DE', 'ko-KR'])).toBe('ko');
    expect(localeForTags(['de'])).toBeNull();
  });

  it("puts the member's setting first, then the browser, then English", () => {
    expect(chooseLocale('ja', ['es'])).toBe('ja');
    expect(chooseLocale(null, ['es'])).toBe('es');
    expect(chooseLocale('fr', ['de'])).toBe('en');
  });
});
