import type { ComponentType } from 'react';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';

export interface SheetAction {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  onSelect: () => void;
  destructive?: boolean;
}

/**
 * The "…" button and the sheet of actions it opens (the phone apps' pattern: big rows at the
 * bottom of the screen). The chosen action runs after the sheet has closed, so a dialog it opens
 * gets the focus.
 */
export function ActionSheet({
  title,
  buttonLabel,
  actions,
}: {
  title: string;
  buttonLabel: string;
  actions: readonly SheetAction[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white"
      >
        <Ellipsis aria-hidden className="size-5" />
      </button>
      <Modal open={open} onOpenChange={setOpen} title={title}>
        <ul className="-mx-2 flex flex-col">
          {actions.map(({ label, icon: Icon, onSelect, destructive }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  // Let the sheet return focus first; the action may open its own dialog.
                  setTimeout(onSelect, 0);
                }}
                className={`flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium hover:bg-white/5 ${destructive ? 'text-red-300' : 'text-white'}`}
              >
                <Icon aria-hidden className="size-5" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
