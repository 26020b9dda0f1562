import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { problemMessage, useReport } from '../hooks/use-post-actions';
import { REPORT_NOTE_MAX, REPORT_REASON_KEYS, REPORT_REASONS } from '../texts';
import { useT } from '../../../lib/i18n/i18n-context';

type Reason = (typeof REPORT_REASONS)[number];

/** Why a post or comment should be looked at: one reason (required) and an optional note. */
export function ReportDialog({
  open,
  onOpenChange,
  targetType,
  targetId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: 'post' | 'comment';
  targetId: string;
}) {
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();
  const report = useReport();
  const noteId = useId();
  const legendId = useId();

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setReason(null);
      setNote('');
      setProblem(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem(t('communityWrite.chooseReason'));
      return;
    }
    report.mutate(
      { targetType, targetId, reason, note: note.trim() },
      {
        onSuccess: () => close(false),
        onError: (error) => setProblem(problemMessage(error, t('communityWrite.reportError'), t)),
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={
        targetType === 'post' ? t('communityWrite.reportPost') : t('communityWrite.reportComment')
      }
      description={t('communityWrite.reportHint')}
    >
      <form onSubmit={submit} noValidate>
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="mb-2 text-sm font-medium text-stage-300">
            {t('communityWrite.reason')}
          </legend>
          <div className="flex flex-col gap-1">
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 hover:bg-white/5 has-[:checked]:bg-accent-soft"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                  className="size-4 accent-accent"
                />
                {t(REPORT_REASON_KEYS[value])}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={noteId} className="mt-4 mb-1.5 block text-sm font-medium text-stage-300">
          {t('communityWrite.reportNote')}
        </label>
        <textarea
          id={noteId}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className="block w-full resize-none rounded-xl border border-white/10 bg-stage-900 px-4 py-3 text-base placeholder:text-stage-400 focus:border-accent focus:outline-none"
        />
        <p role="alert" className="mt-2 min-h-5 text-sm text-red-300">
          {problem}
        </p>
        <Button type="submit" className="mt-2 w-full" disabled={report.isPending}>
          {report.isPending ? t('communityWrite.sending') : t('communityWrite.sendReport')}
        </Button>
      </form>
    </Modal>
  );
}
