import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /**
   * The cancel button's own answer. Without it the button just closes the dialog, as Escape and a
   * tap outside do; with it, closing (onOpenChange) means "no decision" and the button decides.
   */
  onCancel?: () => void;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
}

/** Modal confirmation for actions that cannot be undone with a tap (focus is trapped, Escape closes). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Keep it',
  onCancel,
  onConfirm,
  pending = false,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-3xl border border-white/10 bg-stage-800 p-6 shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
          <Dialog.Title className="font-display text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stage-300">
            {description}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-2">
            <Button
              variant={destructive ? 'danger' : 'primary'}
              onClick={onConfirm}
              disabled={pending}
            >
              {confirmLabel}
            </Button>
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel} disabled={pending}>
                {cancelLabel}
              </Button>
            ) : (
              <Dialog.Close asChild>
                <Button variant="secondary">{cancelLabel}</Button>
              </Dialog.Close>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
