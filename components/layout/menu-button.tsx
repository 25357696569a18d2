import { MENU_DIALOG_ID } from '@/lib/shell';
import { openDialogCommand } from '@/components/ui/modal-dialog';

/**
 * Opens the full-screen menu: a native invoker command, so it works before the framework's
 * scripts arrive and without them (the inline shell script covers engines without commands).
 */
export function MenuButton() {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...openDialogCommand(MENU_DIALOG_ID)}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-3 font-semibold whitespace-nowrap hover:bg-surface"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
      {/* Below 400 px the bar keeps the icon; the name stays for screen readers. */}
      <span className="max-[399px]:sr-only">Menu</span>
    </button>
  );
}
