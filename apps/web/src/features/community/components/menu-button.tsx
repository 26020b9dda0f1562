import { Ellipsis } from 'lucide-react';
import { warmDialogs } from './on-demand';

/** The "…" button that opens a sheet of actions; it fetches the sheet's code as it is approached. */
export function MenuButton({
  label,
  onOpen,
  onWarm = warmDialogs,
}: {
  label: string;
  onOpen: () => void;
  onWarm?: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      onTouchStart={onWarm}
      className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white"
    >
      <Ellipsis aria-hidden className="size-5" />
    </button>
  );
}
