import type { ReactNode } from 'react';
import type { ContactFormCopy } from '@/content/snippets';
import { EmailAddress } from '@/components/ui/email-address';
import { buttonClass } from '@/components/ui/button';
import { fill, fillNodes } from '@/lib/template';

interface SuccessPanelProps {
  name: string;
  email: string;
  headingId: string;
  copy: ContactFormCopy;
  /** The direct lines (e-mail, phone), rendered by the server. */
  direct: ReactNode;
  /** "What happens next", rendered by the server. */
  nextSteps: ReactNode;
  /** Shows the form again, empty, for another message. */
  onAnother: () => void;
}

/** The thank-you message a scripted send shows in place of the form. */
export function SuccessPanel({
  name,
  email,
  headingId,
  copy,
  direct,
  nextSteps,
  onAnother,
}: SuccessPanelProps) {
  return (
    // `data-contact-sent`: the panel around the form hides its own copy of the steps meanwhile.
    <div
      data-contact-sent=""
      className="rounded-2xl border border-border bg-surface p-6 text-surface-foreground sm:p-8"
    >
      <h3
        id={headingId}
        tabIndex={-1}
        className="font-display text-3xl font-semibold focus:outline-none"
      >
        <span aria-hidden="true" className="mr-2 text-success">
          ✓
        </span>
        {fill(copy.thanks, { name })}
      </h3>
      <p className="mt-4 text-lg">
        {fillNodes(copy.thanksBody, {
          email: (
            <strong key="email">
              <EmailAddress address={email} />
            </strong>
          ),
        })}
      </p>
      <div className="mt-3 text-muted-foreground">{direct}</div>
      <div className="mt-6 border-t border-border pt-6">{nextSteps}</div>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Closes the dialog; on the /contact page there is none to close. */}
        <form method="dialog" className="hidden in-[dialog]:block">
          <button type="submit" className={buttonClass('secondary')}>
            {copy.close}
          </button>
        </form>
        <button type="button" onClick={onAnother} className={buttonClass('ghost')}>
          {copy.another}
        </button>
      </div>
    </div>
  );
}
