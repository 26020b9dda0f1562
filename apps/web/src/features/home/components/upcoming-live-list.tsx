// The rows of "Upcoming Live Streams", loaded while the schedule is fetched (Home's budget).
import { Link } from 'react-router';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellRing, CalendarClock, CalendarPlus } from 'lucide-react';
import type { ScheduledLive } from '@fanclub/shared/schemas/scheduled-live';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { TierBadge } from '../../../components/ui/tier-badge';
import { invalidateScheduledLives } from '../../../lib/live/scheduled-lives';
import { calendarUrl, liveWhen, setReminder } from '../../../lib/live/scheduled-live-actions';
import { toast } from '../../../lib/toast';
import { rowClass } from './live-now';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

const smallButton = 'min-h-11 px-3 text-xs whitespace-nowrap';

/**
 * "Remind me", and tapping again undoes it; the server says who may ask (who may watch). A plain
 * request rather than useMutation: Home's first load stays inside its budget.
 */
function RemindButton({ live }: { live: ScheduledLive }) {
  const queryClient = useQueryClient();
  const t = useT();
  const [pending, setPending] = useState<boolean | null>(null);
  async function toggle() {
    const on = !live.reminded;
    setPending(on);
    try {
      const { reminded } = await setReminder(live.id, on);
      toast.success(reminded ? t('homeLives.reminderOn') : t('homeLives.reminderOff'), {
        description: reminded ? t('homeLives.reminderOnHint', { title: live.title }) : undefined,
      });
      await invalidateScheduledLives(queryClient);
    } catch {
      toast.error(t('homeLives.reminderError'));
    } finally {
      setPending(null);
    }
  }
  const on = pending ?? live.reminded;
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={pending !== null}
      onClick={() => void toggle()}
      className={buttonClass(on ? 'secondary' : 'primary', smallButton)}
    >
      {on ? <BellRing aria-hidden className="size-4" /> : <Bell aria-hidden className="size-4" />}
      {on ? t('homeLives.reminderSet') : t('homeLives.remindMe')}
    </button>
  );
}

function UpcomingLive({ live, to }: { live: ScheduledLive; to: string }) {
  const t = useT();
  const locale = useLocale();
  const when = liveWhen(live.startsAt, locale);
  return (
    <li className={`${rowClass} flex-wrap`} data-testid="upcoming-live">
      <Link to={to} className="flex min-w-0 flex-1 items-center gap-3">
        {live.cover ? (
          // The team's cover, as wide as the row's height allows (16:9); the date is beside it.
          <img
            src={live.cover.url}
            alt=""
            width={78}
            height={44}
            loading="lazy"
            decoding="async"
            className="h-11 w-[78px] shrink-0 rounded-xl bg-stage-700 object-cover"
          />
        ) : (
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-stage-700 text-center leading-none">
            <span className="text-[15px] font-bold">{when.day}</span>
            <span className="text-[10px] text-stage-300 uppercase">{when.month}</span>
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{live.title}</span>
          <span className="flex items-center gap-1 text-xs text-stage-300">
            <CalendarClock aria-hidden className="size-3.5 shrink-0" />
            <span>
              {when.date} · {when.time}
            </span>
          </span>
        </span>
        <span className="shrink-0 self-start">
          <TierBadge tier={live.audienceTier} />
        </span>
      </Link>
      <div className="flex w-full flex-wrap items-center justify-end gap-2">
        <a
          href={calendarUrl(live.id)}
          download
          className={buttonClass('ghost', smallButton)}
          aria-label={t('homeLives.addToCalendarLabel', { title: live.title })}
        >
          <CalendarPlus aria-hidden className="size-4" />
          {t('homeLives.addToCalendar')}
        </a>
        {live.canWatch ? (
          <RemindButton live={live} />
        ) : (
          <Link to={paths.subscribe} className={buttonClass('secondary', smallButton)}>
            {live.audienceTier === 'vip' ? t('homeLives.vipOnly') : t('homeLives.fanPlusAndVip')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** The scheduled lives as rows, each with Add to calendar and Remind me. */
export function UpcomingLiveList({ lives, to }: { lives: ScheduledLive[]; to: string }) {
  return (
    <ul className="flex flex-col gap-2">
      {lives.map((live) => (
        <UpcomingLive key={live.id} live={live} to={to} />
      ))}
    </ul>
  );
}
