import type { ComponentType } from 'react';
import { useState } from 'react';
import { MenuButton } from './menu-button';
import { OnDemandModal } from './on-demand';

export interface SheetAction {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  onSelect: () => void;
  destructive?: boolean;
}

/**
 * The sheet's rows. The chosen action runs after the sheet has closed, so a dialog it opens gets
 * the focus.
 */
export function SheetActionList({
  actions,
  close,
}: {
  actions: readonly SheetAction[];
  close: () => void;
}) {
  return (
    <ul className="-mx-2 flex flex-col">
      {actions.map(({ label, icon: Icon, onSelect, destructive }) => (
        <li key={label}>
          <button
            type="button"
            onClick={() => {
              close();
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
  );
}

/**
 * The "…" button and the sheet of actions it opens (the phone apps' pattern: big rows at the
 * bottom of the screen).
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
      <MenuButton label={buttonLabel} onOpen={() => setOpen(true)} />
      <OnDemandModal open={open} onOpenChange={setOpen} title={title}>
        <SheetActionList actions={actions} close={() => setOpen(false)} />
      </OnDemandModal>
    </>
  );
}
