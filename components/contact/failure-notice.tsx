import type { ReactNode } from 'react';
import type { ContactFormCopy } from '@/content/snippets';
import { fill } from '@/lib/template';
import type { SubmitOutcome } from './submit';

export type Failure = Exclude<SubmitOutcome, { kind: 'success' }>;

/** "in about 3 minutes", "in a few seconds", "in about an hour": a wait a person can read. */
export function describeWait(seconds: number | undefined, words: ContactFormCopy['wait']): string {
  if (seconds === undefined) return words.unknown;
  if (seconds < 60) return seconds <= 10 ? words.seconds : words.underMinute;
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 1) return words.minute;
  if (minutes < 60) return fill(words.minutes, { n: minutes });
  const hours = Math.round(minutes / 60);
  return hours === 1 ? words.hour : fill(words.hours, { n: hours });
}

/** What went wrong, for people (the words are content/snippets.ts's `contactFormCopy.failure`). */
export function failureText(
  failure: Failure,
  copy: ContactFormCopy,
): { title: string; detail: string } {
  const { title, detail } = copy.failure[failure.kind];
  const wait =
    failure.kind === 'rate-limited' ? describeWait(failure.retryAfterSeconds, copy.wait) : '';
  return { title, detail: fill(detail, { wait }) };
}

interface FailureNoticeProps {
  failure: Failure;
  copy: ContactFormCopy;
  /** The direct lines (e-mail, phone), rendered by the server. */
  direct: ReactNode;
}

export function FailureNotice({ failure, copy, direct }: FailureNoticeProps) {
  const { title, detail } = failureText(failure, copy);
  return (
    <div className="rounded-2xl border-2 border-danger bg-surface p-5 text-surface-foreground">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1">
        {detail} {copy.kept}
      </p>
      <div className="mt-2">{direct}</div>
    </div>
  );
}
