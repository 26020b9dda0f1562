// An event's date and time are entered as wall-clock time in the event's own time zone (a 7 PM
// show in Paris is 7 PM there, whatever zone the admin's phone is in). A datetime-local input has
// no zone, so these helpers convert between its 'YYYY-MM-DDTHH:mm' value and an exact instant.
import { wallClockParts, zoneOffsetMs } from '@fanclub/shared/zone-offset';

const COMMON_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Athens',
  'UTC',
] as const;

/** The browser's zone, or UTC when the platform does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** 'America/Los_Angeles' reads 'Los Angeles'; the abbreviation is added by timeZoneOptions. */
function cityName(zone: string): string {
  return zone === 'UTC' ? 'UTC' : (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

function shortZoneName(zone: string): string {
  try {
    // en-GB knows the European abbreviations (CET, EET) where en-US only says 'GMT+1'.
    const locale = zone.startsWith('Europe/') ? 'en-GB' : 'en-US';
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'short',
    }).formatToParts(new Date());
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** A handful of common US and European zones, plus the given ones (the browser's, an event's own). */
export function timeZoneOptions(...extra: string[]): { value: string; label: string }[] {
  const zones = [...new Set<string>([...COMMON_ZONES, ...extra.filter(Boolean)])];
  return zones.map((zone) => {
    const short = zone === 'UTC' ? '' : shortZoneName(zone);
    return { value: zone, label: short ? `${cityName(zone)} (${short})` : cityName(zone) };
  });
}

/** '2030-05-01T20:00' in 'Europe/Paris' → '2030-05-01T18:00:00.000Z'; '' or invalid input → null. */
export function zonedToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  try {
    // Two passes settle the offset around daylight-saving changes.
    let instant = wall - zoneOffsetMs(wall, timeZone);
    instant = wall - zoneOffsetMs(instant, timeZone);
    return new Date(instant).toISOString();
  } catch {
    return null;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The inverse, for prefilling an edit form: an instant as 'YYYY-MM-DDTHH:mm' in the zone. */
export function isoToZoned(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  try {
    const p = wallClockParts(time, timeZone);
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    return '';
  }
}
