import { contactNextSteps } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { fill } from '@/lib/template';

type HeadingLevel = 'h2' | 'h3' | 'h4';

/**
 * "What happens next" (content/snippets.ts `contactNextSteps`): who replies, when, and what the
 * first call covers, as a numbered list. Rendered on the server (it reads the team member who
 * replies from content/team/): beside the form, in the thanks the form shows, and on
 * /contact/thanks. The heading's level follows where it sits.
 */
export function NextSteps({
  as: Heading,
  id,
  className = '',
}: {
  as: HeadingLevel;
  id: string;
  className?: string;
}) {
  const replier = getPerson(contactNextSteps.replier);
  const slots = { name: replier.name, role: replier.role };
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className="font-display text-xl font-semibold">
        {contactNextSteps.title}
      </Heading>
      <ol className="mt-4 grid gap-4">
        {contactNextSteps.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 border-accent font-semibold text-accent tabular-nums"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{fill(step.title, slots)}</p>
              <p className="mt-0.5 text-muted-foreground">{fill(step.body, slots)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
