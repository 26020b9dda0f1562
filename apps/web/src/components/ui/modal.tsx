import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useUiTexts } from './ui-texts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Shown visually unless `hideHeader`; always read out as the dialog's name. */
  description?: string;
  /** 'sheet': bottom sheet on phones, centred card on wider screens. 'fullscreen': edge to edge, black. */
  variant?: 'sheet' | 'fullscreen';
  /** For media players, where a visible header would take space from the picture. */
  hideHeader?: boolean;
  /**
   * Where focus goes on close, for a dialog opened by code rather than by a button: Radix returns
   * it to what was focused at opening, which is gone when that was inside another dialog (a
   * payment sheet that closed as this confirmation opened), leaving keyboard users on <body>.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const frames = {
  sheet:
    'inset-x-0 bottom-0 max-h-[90dvh] overflow-y-auto rounded-t-3xl border border-white/10 bg-stage-800 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:mx-auto sm:max-w-md sm:-translate-y-1/2 sm:rounded-3xl',
  fullscreen: 'inset-0 flex flex-col bg-black',
} as const;

/** Radix dialog with our frame: focus is trapped, Escape and the close button dismiss it. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  variant = 'sheet',
  hideHeader = false,
  returnFocusTo,
  children,
}: ModalProps) {
  const headerClass = hideHeader ? 'sr-only' : '';
  const texts = useUiTexts();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed z-50 shadow-2xl focus:outline-none ${frames[variant]}`}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          // Without a description Radix warns unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={`flex items-start gap-3 ${variant === 'sheet' ? 'mb-4' : ''}`}>
            <div className={`min-w-0 flex-1 ${headerClass}`}>
              <Dialog.Title className="font-display text-xl font-bold">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-stage-300">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={texts.close}
              className={`-mt-1 -mr-1 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-black/40 text-white hover:bg-white/15 ${
                variant === 'fullscreen'
                  ? 'absolute top-[max(0.75rem,env(safe-area-inset-top))] right-4 z-10'
                  : ''
              }`}
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
