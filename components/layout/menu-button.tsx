import { MENU_DIALOG_ID } from '@/lib/shell';
import { openDialogCommand } from '@/components/ui/modal-dialog';

/**
 * Opens the full-screen menu: a native invoker command, so it works before the framework's
 * scripts arrive and without them (the inline shell script covers engines without commands).
 */
export function MenuButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...openDialogCommand(MENU_DIALOG_ID)}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-full px-2.5 font-semibold whitespace-nowrap hover:bg-surface sm:px-3 ${className}`}
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
      {/* Below 640 px the bar keeps the icon (with the name beside it the bar ran past the
          screen from 400 px); the name stays for screen readers. */}
      <span className="max-sm:sr-only">Menu</span>
    </button>
  );
}
