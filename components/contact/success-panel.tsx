import { EmailAddress } from '@/components/ui/email-address';
import { buttonClass } from '@/components/ui/button';
import { DirectContact } from './direct-contact';

interface SuccessPanelProps {
  name: string;
  email: string;
  headingId: string;
  /** Shows the form again, empty, for another message. */
  onAnother: () => void;
}

/** The thank-you message a scripted send shows in place of the form. */
export function SuccessPanel({ name, email, headingId, onAnother }: SuccessPanelProps) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-6 text-surface-foreground sm:p-8">
      <h3
        id={headingId}
        tabIndex={-1}
        className="font-display text-3xl font-semibold focus:outline-none"
      >
        <span aria-hidden="true" className="mr-2 text-success">
          ✓
        </span>
        Thank you, {name}.
      </h3>
      <p className="mt-4 text-lg">
        Your message is with us. A senior strategist will read it and reply to{' '}
        <strong>
          <EmailAddress address={email} />
        </strong>{' '}
        within one business day.
      </p>
      <div className="mt-3 text-muted-foreground">
        <DirectContact>Anything urgent?</DirectContact>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Closes the dialog; on the /contact page there is none to close. */}
        <form method="dialog" className="hidden in-[dialog]:block">
          <button type="submit" className={buttonClass('secondary')}>
            Close
          </button>
        </form>
        <button type="button" onClick={onAnother} className={buttonClass('ghost')}>
          Send another message
        </button>
      </div>
    </div>
  );
}
