// Dates inside the server's sentences ('Tickets go on sale {date}.'), written in each reader's
// language: an HttpError.text value can be a function of the locale, and the error handler calls
// it with the reader's. English keeps the exact words the spec and the tests know.
import { formatEventDateLong, formatSaleTime } from '@fanclub/shared/format';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';

/** A value of a server text written per reader (a date in their language). */
export type LocalizedValue = (locale: Locale) => string;

/** 'Saturday, March 15, 2025 at 7:00 PM' in English; other languages name the zone too. */
export const eventMoment =
  (at: Date, timeZone: string): LocalizedValue =>
  (locale) =>
    formatEventDateLong(at.toISOString(), timeZone, locale);

/** 'Fri, Dec 4, 10:00 AM PST': a sale time with its zone named. */
export const saleMoment =
  (at: Date, timeZone: string): LocalizedValue =>
  (locale) =>
    formatSaleTime(at, timeZone, locale);

/** 'Nov 27, 2026, 3:00 PM UTC' (2026/11/27 15:00 UTC …): the same instant for every reader. */
export const utcMoment =
  (at: Date): LocalizedValue =>
  (locale) => {
    const text = dateTimeFormat(INTL_LOCALES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(at);
    // ICU puts a narrow no-break space before AM/PM; a plain one reads (and matches) the same everywhere.
    return `${text.replace(/\u202f/g, ' ')} UTC`;
  };
