import type { ReactNode } from 'react';

/**
 * The attributes of a button that opens a modal dialog with an invoker command
 * (`command="show-modal"`, HTML's own; React passes the lowercase attributes through).
 */
export function openDialogCommand(dialogId: string): Record<string, string> {
  return { command: 'show-modal', commandfor: dialogId };
}

interface ModalDialogProps {
  id: string;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
}

/**
 * A full-screen modal on the native `<dialog>`, rendered closed in the page's HTML so it opens
 * the moment its button is pressed: `showModal()` (from an invoker command) makes the page behind
 * inert and moves focus in (to the `autoFocus` element), Escape closes it, and closing returns
 * focus to the control that opened it. The page behind cannot scroll (app/globals.css).
 */
export function ModalDialog({ id, labelledBy, children, className = '' }: ModalDialogProps) {
  return (
    <dialog
      id={id}
      aria-labelledby={labelledBy}
      className={`fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-background p-0 text-foreground backdrop:bg-black/60 ${className}`}
    >
      {children}
    </dialog>
  );
}

/**
 * The dialog's close button: a `<form method="dialog">`, which closes its dialog in every engine
 * with or without scripts.
 */
export function DialogCloseButton({
  label,
  autoFocus = false,
}: {
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <form method="dialog">
      <button
        type="submit"
        autoFocus={autoFocus}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          ×
        </span>
        Close<span className="sr-only"> {label}</span>
      </button>
    </form>
  );
}
