import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

/** '4:05' from 245 seconds. */
function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A sign-in refused for rate, said on the screen for as long as it applies (issue 30): the
 * server's reason, the time of day to try again and a countdown, until the wait is over (then
 * `onOver` removes it); a toast would vanish after a few seconds while the wait goes on. A new
 * refusal mounts a new one (the caller's key). The alert is announced once; the ticking
 * countdown is hidden from screen readers, which have the time.
 */
export function SignInHeld({
  message,
  seconds,
  onOver,
}: {
  message: string;
  /** The wait the server named (retry-after), counted from when this is shown. */
  seconds: number;
  onOver: () => void;
}) {
  const [until] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);
  const left = (until - now) / 1000;
  useEffect(() => {
    if (left <= 0) onOver();
  }, [left, onOver]);
  if (left <= 0) return null;
  const at = dateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit' }).format(
    until,
  );
  // The time sits where the language puts it; it is an element of its own (<time>).
  const [before, after] = t('auth.tryAgainAt', { time: '\u0001' }).split('\u0001');
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-red-400/30 bg-red-500/10 p-4 text-sm"
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-red-300" />
      <div>
        <p className="font-medium text-white">{message}</p>
        <p className="mt-1 text-stage-300">
          {before}
          <time dateTime={new Date(until).toISOString()}>{at}</time>
          {after}
          <span aria-hidden>{t('auth.tryAgainIn', { clock: clockText(left) })}</span>
          {t('auth.sentenceEnd')}
        </p>
      </div>
    </div>
  );
}
