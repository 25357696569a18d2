import { DialogCloseButton, ModalDialog } from '@/components/ui/modal-dialog';
import { CONTACT_DIALOG_ID } from '@/lib/shell';
import { ContactPanel } from './contact-panel';

/**
 * The contact dialog (brief §4), in every page's HTML: every contact link opens it from the
 * first click (lib/shell.ts); without scripts the links lead to /contact, which holds the same
 * panel.
 */
export function ContactDialog() {
  return (
    <ModalDialog id={CONTACT_DIALOG_ID} labelledBy="contact-title">
      <ContactPanel
        titleId="contact-title"
        close={<DialogCloseButton label="contact form" autoFocus compact />}
      />
    </ModalDialog>
  );
}
