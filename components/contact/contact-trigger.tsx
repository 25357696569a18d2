'use client';

import type { ReactNode } from 'react';
import { openContactDialog } from '@/lib/contact-events';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';

interface ContactTriggerProps {
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A button that opens the contact dialog. The dialog's code loads on first use. */
export function ContactTrigger({
  children,
  variant = 'primary',
  className = '',
}: ContactTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={buttonClass(variant, className)}
      onClick={openContactDialog}
    >
      {children}
    </button>
  );
}
