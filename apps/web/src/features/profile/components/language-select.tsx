import { useState } from 'react';
import { LOCALE_NAMES, LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { SelectField } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Session } from '../../../lib/session';

/** The select's value for "no choice of one's own": the browser's Accept-Language decides. */
const BROWSER = 'browser';

/**
 * Settings → Language (issue 34). Saved on the account, then the page reloads so the server
 * renders every text, the <html lang> and the formats in the new language at once: switching the
 * catalogues in place would leave the server-rendered parts and cached texts behind.
 */
export function LanguageSelect({ session }: { session: Session }) {
  const t = useT();
  const [value, setValue] = useState<string>(session.locale ?? BROWSER);
  const options = [
    { value: BROWSER, label: t('profile.browserLanguage') },
    // Each language in itself, as pickers do: a Japanese reader looks for 日本語.
    ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
  ];

  async function choose(next: string) {
    const previous = value;
    setValue(next);
    try {
      const locale = next === BROWSER ? null : (next as Locale);
      await api.patch<Session>('/api/me', { locale });
      window.location.reload();
    } catch (error) {
      setValue(previous);
      toast.error(t('profile.languageFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <SelectField
      label={t('profile.language')}
      name="locale"
      value={value}
      onValueChange={(next) => void choose(next)}
      options={options}
    />
  );
}
