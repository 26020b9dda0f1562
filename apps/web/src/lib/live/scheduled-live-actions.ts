// Changing the schedule and a member's reminder, and showing a scheduled live's time: loaded with
// Home's upcoming rows and the Go Live dialog (scheduled-lives.ts has the list everyone reads).
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { ImageAsset } from '@fanclub/shared/media';
import type { ScheduledLive, ScheduleLiveInput } from '@fanclub/shared/schemas/scheduled-live';
import { api } from '../api-client';

export function scheduleLive(body: ScheduleLiveInput): Promise<ScheduledLive> {
  return api.post<ScheduledLive>('/api/live/scheduled', body);
}

/** Its cover image, stored and written to the live by the server (one file field, as avatars). */
export function uploadScheduledLiveCover(id: string, file: File): Promise<{ cover: ImageAsset }> {
  const body = new FormData();
  body.append('file', file);
  return api.post(`/api/live/scheduled/${id}/cover`, body);
}

export function cancelScheduledLive(id: string): Promise<{ cancelled: true }> {
  return api.delete<{ cancelled: true }>(`/api/live/scheduled/${id}`);
}

export function setReminder(id: string, on: boolean): Promise<{ reminded: boolean }> {
  const url = `/api/live/scheduled/${id}/reminder`;
  return on ? api.put(url) : api.delete(url);
}

/** "Add to calendar": the .ics file, downloaded by the browser with the member's cookie. */
export const calendarUrl = (id: string) => `/api/live/scheduled/${id}/calendar.ics`;

/**
 * "Sat 21 Feb" and "7:00 PM" in the member's own time zone, in the page's language ("2月21日(日)"
 * and "19:00"); `day` is the bare number for the date tile in every language ("21", not "21日").
 */
export function liveWhen(
  startsAt: string,
  locale: Locale = 'en',
): { day: string; month: string; date: string; time: string } {
  const at = new Date(startsAt);
  // English keeps its day-first date ('Sat 21 Feb') beside an American time ('7:00 PM').
  const dateLocale = locale === 'en' ? 'en-GB' : INTL_LOCALES[locale];
  const part = (o: Intl.DateTimeFormatOptions) => dateTimeFormat(dateLocale, o).format(at);
  const dayPart = dateTimeFormat(dateLocale, { day: 'numeric' })
    .formatToParts(at)
    .find((piece) => piece.type === 'day');
  return {
    day: dayPart?.value ?? '',
    month: part({ month: 'short' }),
    date: part({ weekday: 'short', day: 'numeric', month: 'short' }),
    time: dateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit' }).format(at),
  };
}
