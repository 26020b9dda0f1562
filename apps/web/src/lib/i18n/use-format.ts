// Dates, times, prices and counts in the page's language (ADR 041). The functions are the shared
// ones (packages/shared/src/format.ts, lib/time-text.ts) with the locale filled in, so a screen
// writes `const format = useFormat(); format.price(cents)` and English stays exactly as before.
import { useMemo } from 'react';
import {
  formatCount,
  formatEventDateLong,
  formatPrice,
  formatSaleTime,
} from '@fanclub/shared/format';
import { exactTime, shortDateTime, shortTimeAgo } from '../time-text';
import { useLocale } from './i18n-context';

export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      price: (cents: number, currency?: string) => formatPrice(cents, currency, locale),
      count: (count: number) => formatCount(count, locale),
      /** In the event's own zone; other languages than English name the zone. */
      eventDate: (iso: string, timeZone: string) => formatEventDateLong(iso, timeZone, locale),
      saleTime: (when: string | Date, timeZone: string) => formatSaleTime(when, timeZone, locale),
      timeAgo: (iso: string, now?: number) => shortTimeAgo(iso, now, locale),
      exactTime: (iso: string) => exactTime(iso, locale),
      shortDateTime: (iso: string) => shortDateTime(iso, locale),
    }),
    [locale],
  );
}
