import { contactNextSteps, snippets } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { fill } from '@/lib/template';
import { PersonLine } from '@/components/team/person-line';
import { ReferenceCallLink } from './contact-trigger';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * "What happens next" (content/snippets.ts `contactNextSteps`): who replies, when, and what the
 * first call covers, as a numbered list. Rendered on the server (it reads the team member who
 * replies from content/team/): beside the form, in the thanks the form shows, and on
 * /contact/thanks, the person who replies beside the first step. The heading's level follows where
 * it sits. `brief` shows the steps' titles only: on a phone, above the form, where a visitor reads
 * it before sending rather than after.
 */
export function NextSteps({
  as: Heading,
  id,
  className = '',
  brief = false,
  referenceLink = false,
}: {
  as: HeadingLevel;
  id: string;
  className?: string;
  brief?: boolean;
  /**
   * The words that ask for a reference call are a link that asks for one (the contact form with
   * its box ticked): away from the form, where the words alone leave a visitor to find the box.
   */
  referenceLink?: boolean;
}) {
  const next = contactNextSteps();
  const replier = getPerson(next.replier);
  const slots = { name: replier.name, role: replier.role };
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className="font-display text-xl font-semibold">
        {next.title}
      </Heading>
      <ol className={brief ? 'mt-3 grid gap-2' : 'mt-4 grid gap-4'}>
        {next.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`flex shrink-0 items-center justify-center rounded-full border-2 border-accent font-semibold text-accent tabular-nums ${brief ? 'h-6 w-6 text-sm' : 'h-8 w-8'}`}
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{fill(step.title, slots)}</p>
              {brief ? null : (
                <p className="mt-0.5 text-muted-foreground">
                  {referenceLink
                    ? withReferenceLink(fill(step.body, slots))
                    : fill(step.body, slots)}
                </p>
              )}
              {/* The person the first step names, face and name (his role is in the step). */}
              {brief || i > 0 ? null : (
                <PersonLine person={replier} size={40} role={false} className="mt-2" />
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A step's text with the reference call's words, where it has them, as the link that asks. */
function withReferenceLink(text: string) {
  const words = snippets.referenceOffer.link;
  const at = text.indexOf(words);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <ReferenceCallLink>{words}</ReferenceCallLink>
      {text.slice(at + words.length)}
    </>
  );
}
