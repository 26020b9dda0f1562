// How long a member has waited for the team's answer, as the support inbox shows it.
import type { Translator } from '../../lib/i18n/translator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Waiting 5 minutes', 'Waiting 3 hours', 'Waiting 2 days 4 hours'. */
export function waitedText(since: string, now: number, t: Translator['t']): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited < HOUR)
    return t('admin.waitingMinutes', { count: Math.max(1, Math.floor(waited / MINUTE)) });
  if (waited < DAY) return t('admin.waitingHours', { count: Math.floor(waited / HOUR) });
  return t('admin.waitingDays', {
    days: Math.floor(waited / DAY),
    hours: Math.floor((waited % DAY) / HOUR),
  });
}
