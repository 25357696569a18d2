'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { OPEN_CONTACT_EVENT } from '@/lib/contact-events';

const ContactDialog = lazy(() =>
  import('./contact-dialog').then((m) => ({ default: m.ContactDialog })),
);

/** Listens for the open event; the dialog (and later the form) loads only when first asked for. */
export function ContactDialogHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_CONTACT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CONTACT_EVENT, onOpen);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
