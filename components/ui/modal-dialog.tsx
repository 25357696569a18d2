import type { ReactNode, Ref } from 'react';

/**
 * The attributes of a button that opens a modal dialog with an invoker command
 * (`command="show-modal"`, HTML's own; React passes the lowercase attributes through). Engines
 * without invoker commands (Safari before 26.2, WebKitGTK 2.50) fall back to `popovertarget`,
 * which HTML runs only when there is no `commandfor`: with scripts off there the dialog opens as
 * a popover (its `ModalDialog` has `popoverFallback`); with scripts the shell script opens it
 * modally instead.
 */
export function openDialogCommand(dialogId: string): Record<string, string> {
  return { command: 'show-modal', commandfor: dialogId, popoverTarget: dialogId };
}

const variants = {
  /** Full-screen: the menu and the contact form. */
  sheet: 'fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto p-0',
  /** A centred card: a short choice (the privacy choices). */
  card: 'm-auto w-[min(calc(100%-2rem),32rem)] rounded-2xl border border-border p-6 sm:p-8',
} as const;

interface ModalDialogProps {
  id?: string;
  variant?: keyof typeof variants;
  ref?: Ref<HTMLDialogElement>;
  /**
   * Also a popover (`popover="auto"`), for `openDialogCommand`'s fallback: opened by
   * `popovertarget` where invoker commands are missing, closed by its button or Escape.
   */
  popoverFallback?: boolean;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  /** The id of the element that describes it, if any. */
  describedBy?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal on the native `<dialog>` (full-screen, or a centred card), rendered closed in the
 * page's HTML so it opens the moment its button is pressed: `showModal()` (from an invoker
 * command, or a script holding `ref`) makes the page behind inert and moves focus in (to the
 * `autoFocus` element), Escape closes it, and closing returns focus to the control that opened
 * it. The page behind cannot scroll (app/globals.css).
 */
export function ModalDialog({
  id,
  variant = 'sheet',
  ref,
  popoverFallback = false,
  labelledBy,
  describedBy,
  children,
  className = '',
}: ModalDialogProps) {
  return (
    <dialog
      id={id}
      ref={ref}
      popover={popoverFallback ? 'auto' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`${variants[variant]} bg-background text-foreground backdrop:bg-black/60 ${className}`}
    >
      {children}
    </dialog>
  );
}

const closeClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-surface';

/**
 * The dialog's close button. Without `dialogId`: a `<form method="dialog">`, which closes a
 * dialog opened modally in every engine with or without scripts. With it (a dialog opened by
 * `openDialogCommand`): an invoker command, falling back to hiding the popover where invoker
 * commands are missing (a submit button in a form cannot hide a popover).
 */
export function DialogCloseButton({
  label,
  dialogId,
  autoFocus = false,
  compact = false,
}: {
  label: string;
  dialogId?: string;
  autoFocus?: boolean;
  /** Below 640 px only the cross shows (the name stays for assistive technology). */
  compact?: boolean;
}) {
  const content = (
    <>
      <span aria-hidden="true" className="text-2xl leading-none">
        ×
      </span>
      <span className={compact ? 'max-sm:sr-only' : undefined}>Close</span>
      <span className="sr-only"> {label}</span>
    </>
  );
  if (dialogId) {
    return (
      <button
        type="button"
        {...{ command: 'close', commandfor: dialogId }}
        popoverTarget={dialogId}
        popoverTargetAction="hide"
        autoFocus={autoFocus}
        className={closeClass}
      >
        {content}
      </button>
    );
  }
  return (
    <form method="dialog">
      <button type="submit" autoFocus={autoFocus} className={closeClass}>
        {content}
      </button>
    </form>
  );
}
