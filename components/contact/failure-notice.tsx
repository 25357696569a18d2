import { DirectContact } from './direct-contact';
import { describeWait, type SubmitOutcome } from './submit';

export type Failure = Exclude<SubmitOutcome, { kind: 'success' }>;

/** What went wrong, for people: the title says the message was not sent, the detail what to do. */
export function failureText(failure: Failure): { title: string; detail: string } {
  switch (failure.kind) {
    case 'network':
      return {
        title: 'Your message was not sent: we could not reach our server.',
        detail: 'Check your connection and try again.',
      };
    case 'rate-limited':
      return {
        title: 'You have sent several messages in a short time.',
        detail: `Please try again ${describeWait(failure.retryAfterSeconds)}.`,
      };
    case 'forbidden':
      return {
        title: 'Your message was not sent: our spam check could not confirm it came from a person.',
        detail: 'Please try again, or reach us directly.',
      };
    case 'unavailable':
      return {
        title: 'Your message was not sent: our system is briefly unavailable.',
        detail: 'Please try again in a few minutes.',
      };
    case 'invalid':
      return {
        title: 'Your message was not sent: part of it could not be accepted.',
        detail: 'Please check the fields marked below and send it again.',
      };
    case 'rejected':
      return {
        title: 'Your message was not sent: something went wrong on our side.',
        detail: 'Please try again, or reach us directly.',
      };
  }
}

export function FailureNotice({ failure }: { failure: Failure }) {
  const { title, detail } = failureText(failure);
  return (
    <div className="rounded-2xl border-2 border-danger bg-surface p-5 text-surface-foreground">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1">{detail} Everything you typed is still here.</p>
      <div className="mt-2">
        <DirectContact>Rather talk to a person now?</DirectContact>
      </div>
    </div>
  );
}
