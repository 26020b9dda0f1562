import { RotateCw } from 'lucide-react';
import { useUiTexts } from './ui-texts';

/** Inline failure message for one section, with a retry so one failed call never blanks a screen. */
export function ErrorNotice({
  message,
  onRetry,
  className = '',
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const texts = useUiTexts();
  return (
    <div
      role="alert"
      className={`flex items-center justify-between gap-3 rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300 ${className}`}
    >
      <span>{message}</span>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 font-semibold text-white hover:bg-white/10"
        >
          <RotateCw aria-hidden className="size-4" />
          {texts.tryAgain}
        </button>
      )}
    </div>
  );
}
