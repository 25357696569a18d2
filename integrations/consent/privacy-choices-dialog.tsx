'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { currentConsent, hasGlobalPrivacyControl, readStoredConsent, saveConsent } from './consent';

interface SwitchProps {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A native checkbox with the switch role: Space toggles it, its label names it. */
function ConsentSwitch({ id, label, checked, disabled, onChange, children }: SwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 border-t border-border py-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
          {children}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-muted-foreground bg-background transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-muted-foreground before:transition-transform checked:border-accent checked:bg-accent checked:before:translate-x-5 checked:before:bg-accent-foreground disabled:cursor-not-allowed disabled:opacity-70 motion-reduce:transition-none motion-reduce:before:transition-none forced-colors:before:bg-[CanvasText] forced-colors:checked:bg-[Highlight]"
      />
    </div>
  );
}

/**
 * The privacy choices, in the shared modal dialog (components/ui/modal-dialog.tsx, as a card),
 * opened when this mounts: the page behind is inert, focus starts on the first switch and
 * returns to the opener on close, Escape or Cancel closes without saving, Save
 * stores the choice (`cairn:consent`) and applies it. Under Global Privacy Control the
 * advertising switch stays off and says why.
 */
export function PrivacyChoicesDialog({ onClose }: { onClose: (saved: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  const [gpc] = useState(() => hasGlobalPrivacyControl());
  const [initial] = useState(() => currentConsent());
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [advertising, setAdvertising] = useState(initial.advertising);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current(false);
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus(); // back to "Your privacy choices"
    };
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    // Under GPC the stored advertising value is kept as it was: GPC decides while it is on.
    const storedAdvertising = readStoredConsent()?.advertising ?? true;
    saveConsent({ analytics, advertising: gpc ? storedAdvertising : advertising });
    onCloseRef.current(true);
  };

  return (
    <ModalDialog ref={ref} variant="card" labelledBy={`${id}-title`} describedBy={`${id}-intro`}>
      <form onSubmit={save}>
        <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
          Your privacy choices
        </h2>
        <p id={`${id}-intro`} className="mt-2 mb-4">
          Choose which tags this site may use. Your choice is saved in this browser and applies on
          every page.
        </p>
        <ConsentSwitch
          id={`${id}-analytics`}
          label="Analytics"
          checked={analytics}
          onChange={setAnalytics}
        >
          Lets us count visits and see which pages help, through Google Tag Manager.
        </ConsentSwitch>
        <ConsentSwitch
          id={`${id}-advertising`}
          label="Advertising"
          checked={gpc ? false : advertising}
          disabled={gpc}
          onChange={setAdvertising}
        >
          {gpc
            ? 'Off: your browser sends Global Privacy Control, and we honor it.'
            : 'Lets advertising tags measure our campaigns and personalize ads.'}
        </ConsentSwitch>
        <div className="mt-4 flex flex-wrap gap-3 border-t border-border pt-6">
          <button type="submit" className={buttonClass('primary')}>
            Save choices
          </button>
          <button
            type="button"
            onClick={() => onCloseRef.current(false)}
            className={buttonClass('secondary')}
          >
            Cancel
          </button>
        </div>
        <p className="mt-4 text-sm">
          <Link
            href="/privacy-policy"
            onClick={() => onCloseRef.current(false)}
            className="underline underline-offset-4 hover:text-accent"
          >
            How we use your information
          </Link>
        </p>
      </form>
    </ModalDialog>
  );
}
