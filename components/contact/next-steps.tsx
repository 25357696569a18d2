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
                  {withReferenceOffer(fill(step.body, slots), referenceLink)}
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

/**
 * A step's text with its offer of a reference call, where it has one, marked from the start of
 * the offer's sentence to the end (beside a form where that call is asked for, the offer is no
 * longer shown: app/contact-steps.css); with `link`, the offer's words are the link that asks.
 */
function withReferenceOffer(text: string, link: boolean) {
  const words = snippets.referenceOffer.link;
  const at = text.indexOf(words);
  if (at === -1) return text;
  const sentence = text.lastIndexOf('. ', at);
  const from = sentence === -1 ? 0 : sentence + 2;
  return (
    <>
      {text.slice(0, from)}
      <span data-reference-offer="">
        {text.slice(from, at)}
        {link ? <ReferenceCallLink>{words}</ReferenceCallLink> : words}
        {text.slice(at + words.length)}
      </span>
    </>
  );
}
