import { CircleCheck, CircleX } from 'lucide-react';
import { answerHeadline } from '@fanclub/shared/schemas/door';
import type { Shown } from '../use-door';
import { useT } from '../../../lib/i18n/i18n-context';

/** The answer to a scan, readable at arm's length: colour, icon and words all say yes or no. */
export function AnswerPanel({ shown, time }: { shown: Shown; time: (iso: string) => string }) {
  const t = useT();
  const ok = shown.kind === 'answer' ? shown.answer.admitted : shown.ok;
  const headline = shown.kind === 'answer' ? answerHeadline(shown.answer, time) : shown.headline;
  let detail = shown.kind === 'message' ? shown.detail : '';
  if (shown.kind === 'answer') {
    const id = shown.answer.ticketId;
    detail = [
      id ? t('door.ticketShort', { id: id.slice(-6) }) : '',
      shown.offline ? (ok ? t('door.admittedOffline') : t('door.checkedOffline')) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="door-answer"
      data-admitted={ok}
      className={`flex min-h-40 flex-col items-center justify-center gap-2 rounded-3xl px-4 py-6 text-center ${
        ok ? 'bg-green-700 text-white' : 'bg-red-700 text-white'
      }`}
    >
      <Icon aria-hidden className="size-12" />
      <p className="text-sm font-bold tracking-widest uppercase">
        {ok ? t('door.admit') : t('door.doNotAdmit')}
      </p>

      <p className="font-display text-3xl leading-tight font-bold">{headline}</p>
      {detail && <p className="text-base">{detail}</p>}
    </div>
  );
}
