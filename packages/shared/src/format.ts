// Display formatting shared by the server (e-mails, receipts) and the web app, so the same value
// always reads the same way.
import { dateTimeFormat, numberFormat } from './intl';
import { INTL_LOCALES } from './i18n/locales';
import type { Locale } from './i18n/locales';

/** Track length as m:ss; minutes are not rolled into hours (3600 s reads '60:00'). */
export function formatDuration(seconds: number): string {
  // Bad input (negative, NaN, Infinity) would otherwise print '-1:-5' or 'NaN:NaN'.
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * Dollars as en-US writes them ('$1,234.56', '-$5.00'), without Intl: the first currency
 * formatter a page builds costs ~100 ms on a mid-range phone (ICU's currency data), the largest
 * single item in the shop's first render. Same output as Intl (unit-tested against it).
 */
function formatUsd(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * Money is kept in integer cents everywhere; this is the only place it becomes '$35.00'. In
 * another language the store's currency stays, written that language's way ('9,99 US$').
 */
export function formatPrice(cents: number, currency = 'USD', locale: Locale = 'en'): string {
  if (locale === 'en' && currency === 'USD' && Number.isFinite(cents)) return formatUsd(cents);
  return numberFormat(INTL_LOCALES[locale], { style: 'currency', currency }).format(cents / 100);
}

/** A count as people read it: 12,345 (12.345 in Spanish). */
export function formatCount(count: number, locale: Locale = 'en'): string {
  return numberFormat(INTL_LOCALES[locale]).format(count);
}

export const COLOURS = ['Black', 'White'] as const;
export type Colour = (typeof COLOURS)[number];

/** Merch colour comes from the product name: White if it says so, otherwise Black (spec 3). */
export function colourFromName(name: string): Colour {
  return /white/i.test(name) ? 'White' : 'Black';
}

/**
 * Event date in long form with time, e.g. 'Saturday, March 15, 2025 at 7:00 PM'. The time zone is
 * explicit so server-rendered text (e-mails) and the browser agree. Invalid input gives ''.
 */
export function formatEventDateLong(iso: string, timeZone: string, locale: Locale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // English keeps the spec's text; other languages name the event's zone (a fan abroad reads
  // '2025年3月15日土曜日 19:00 PDT', not a time they might take for their own).
  if (locale === 'en') {
    return dateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
      date,
    );
  }
  return dateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/**
 * A sale time with its zone named, e.g. 'Fri, Dec 4, 10:00 AM PST': short enough for a ticket card,
 * and in the event's zone with the zone said, so nobody misreads a Los Angeles on-sale as local.
 */
export function formatSaleTime(
  when: string | Date,
  timeZone: string,
  locale: Locale = 'en',
): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/** Upcoming means strictly after now (spec section 3); an unreadable date counts as past. */
export function isUpcoming(eventDate: string | Date, now: Date = new Date()): boolean {
  const time = new Date(eventDate).getTime();
  return !Number.isNaN(time) && time > now.getTime();
}

/** Edit Profile shows the part of the e-mail before the @ as the username. */
export function usernameFromEmail(email: string): string {
  const at = email.indexOf('@');
  return at === -1 ? email : email.slice(0, at);
}

/** Edit Profile's read-only Name: the display name, or 'Not set' when blank. */
export function nameOrNotSet(displayName: string | null | undefined): string {
  const trimmed = displayName?.trim();
  return trimmed ? trimmed : 'Not set';
}

/** Payment success shows only the last 8 characters of the session id, or 'N/A'. */
export function sessionIdSuffix(sessionId: string | null | undefined): string {
  return sessionId ? sessionId.slice(-8) : 'N/A';
}

/**
 * Where an event is, as up to two lines: the venue, then the city. Admin-made events copy the
 * location into the venue (spec section 7), so when both say the same thing it is said once.
 */
export function placeLines(
  venue: string | null | undefined,
  location: string | null | undefined,
): string[] {
  const lines = [venue?.trim() ?? '', location?.trim() ?? ''].filter(Boolean);
  return lines.length === 2 && lines[0]!.toLowerCase() === lines[1]!.toLowerCase()
    ? [lines[0]!]
    : lines;
}
