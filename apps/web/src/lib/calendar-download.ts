import { calendarFile, calendarFileName } from '@fanclub/shared/calendar-file';
import type { CalendarShow } from '@fanclub/shared/calendar-file';

/**
 * "Add to calendar": a real .ics file, made here so it also works offline at the venue. Phones
 * hand the download to their calendar app; desktops save it for a double-click.
 */
export function downloadCalendarFile(show: Omit<CalendarShow, 'url'>): void {
  const url = `${window.location.origin}/tickets`;
  const blob = new Blob([calendarFile({ ...show, url })], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = calendarFileName(show.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
