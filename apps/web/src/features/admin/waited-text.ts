// How long a member has waited for the team's answer, as the support inbox shows it.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'Waiting 5 minutes', 'Waiting 3 hours', 'Waiting 2 days 4 hours'. */
export function waitedText(since: string, now: number): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited < HOUR) return `Waiting ${plural(Math.max(1, Math.floor(waited / MINUTE)), 'minute')}`;
  if (waited < DAY) return `Waiting ${plural(Math.floor(waited / HOUR), 'hour')}`;
  const days = Math.floor(waited / DAY);
  const hours = Math.floor((waited % DAY) / HOUR);
  return `Waiting ${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''}`;
}
