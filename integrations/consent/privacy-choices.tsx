'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_STORAGE_KEY } from './storage-key';

const PrivacyChoicesDialog = lazy(() =>
  import('./privacy-choices-dialog').then((m) => ({ default: m.PrivacyChoicesDialog })),
);

/**
 * "Your privacy choices" in the footer: a button that opens a small dialog (loaded on first use)
 * with the analytics and advertising switches. Works with the tag manager on or off. A choice
 * saved in another tab is applied here too. Only the button is in the first-load JS.
 */
export function PrivacyChoices() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY) return;
      import('./consent')
        .then(({ currentConsent, pushConsentUpdate }) => pushConsentUpdate(currentConsent()))
        .catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const close = (didSave: boolean) => {
    setOpen(false); // the dialog returns focus to the button as it closes
    setSaved(didSave);
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
        className="inline-flex min-h-6 cursor-pointer underline underline-offset-4 hover:text-accent"
      >
        Your privacy choices
      </button>
      <span role="status" className="text-sm text-muted-foreground">
        {saved ? 'Choices saved.' : ''}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <PrivacyChoicesDialog onClose={close} />
        </Suspense>
      ) : null}
    </span>
  );
}
