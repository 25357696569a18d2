import Link from 'next/link';
import { entryByHref, type Entry } from '@/content';
import type { Closing } from '@/content/schema';
import type { EndingMark } from '@/components/art/ending-marks';
import { contactNextSteps, snippets } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { siteConfig } from '@/config/site';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { NextSteps } from '@/components/contact/next-steps';
import { PersonLine } from '@/components/team/person-line';
import { Container } from './container';
import { columnId } from './comparison';
import { ENDING_MARKS, Ending, EndingAction, besideAction } from './ending';
import { markRoomBeside } from '@/components/art/ending-marks';

type Related = { title: string; href: string }[];

/** An ending's words, and from 1024 px its actions in a column beside them, level with them. */

/** The page's closing copy; a page of a kind that needs it and has none fails the build. */
export function closingOf(entry: Entry<'pages'>): Closing {
  if (!entry.closing) {
    throw new Error(`${entry.file}: invalid frontmatter\n  - field "closing": this page needs one`);
  }
  return entry.closing;
}

/**
 * How an overview ends: a short guide to choosing, each situation a buyer may be in beside the
 * page for it, and a conversation for the buyer who is still not sure. From 1024 px the words and
 * the conversation stand beside the guide, which takes the panel's width rather than leaving a
 * third of it empty. Under the conversation, the smaller first step: one page looked at.
 */
export function GuideEnding({ closing, mark }: { closing: Closing; mark?: EndingMark }) {
  return (
    <Ending block="guide" id="guide-heading" label={closing.heading} mark={mark}>
      <div className="lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
        <p className="mt-3 max-w-3xl sm:text-lg lg:col-start-1">{closing.text}</p>
        <ul className="mt-5 grid max-w-4xl divide-y divide-border border-y border-border lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-3 lg:max-w-none">
          {(closing.choices ?? []).map((choice) => (
            <li
              key={choice.href}
              className="grid gap-0.5 py-2 sm:grid-cols-[minmax(0,1fr)_16rem] sm:gap-6 sm:py-3"
            >
              <span>{choice.when}</span>
              <Link
                href={choice.href}
                className="font-semibold text-accent underline underline-offset-4"
              >
                {entryByHref(choice.href)?.label ?? choice.href}
              </Link>
            </li>
          ))}
        </ul>
        <div className="lg:col-start-1 lg:row-start-2">
          {/* The buyer still choosing is the one a smaller first step is for. */}
          <EndingAction pageCheck />
        </div>
      </div>
    </Ending>
  );
}

/**
 * How /work ends: the studies above are samples, so the check a buyer can make is a call with a
 * client of their own kind; the offer (the contact form with its reference call box ticked, or
 * /contact at that box without scripts) beside a conversation.
 */
export function ReferenceCall({ closing }: { closing: Closing }) {
  return (
    <Ending block="reference-call" id="reference-call-heading">
      {/* The offer is the headline here (the page above is samples, this is the check a buyer
          can make), with its two actions in a row beside it from 1024 px. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16">
        <div>
          <h2
            id="reference-call-heading"
            className="font-display text-3xl font-semibold text-balance sm:text-4xl"
          >
            {closing.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg">{closing.text}</p>
        </div>
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 lg:mt-0">
          <ContactTrigger reference>{snippets.referenceOffer.link}</ContactTrigger>
          <ContactTrigger variant="secondary">{snippets.contactAction}</ContactTrigger>
        </p>
      </div>
    </Ending>
  );
}

/**
 * How a statement or policy ends: one plain line on where to write with a question about it, no
 * sales band. Not a band on the surface colour either: the page stays a document.
 */
export function ContactLine({ closing }: { closing: Closing }) {
  return (
    <section
      data-ending="contact-line"
      aria-labelledby="questions-heading"
      className="py-8 sm:py-12"
    >
      <Container>
        <div className="max-w-3xl border-t border-border pt-6">
          <h2 id="questions-heading" className="font-display text-xl font-semibold">
            {closing.heading}
          </h2>
          <p className="mt-2">
            {closing.text}{' '}
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-semibold break-all text-accent underline underline-offset-4"
            >
              {siteConfig.email}
            </a>
          </p>
        </div>
      </Container>
    </section>
  );
}

/**
 * How /team ends: who a buyer meets first (the person who reads every message, named in "What
 * happens next"), with their portrait, what that first meeting is, and a conversation.
 */
export function FirstMeeting({ closing, related }: { closing: Closing; related: Related }) {
  return (
    <Ending block="first-meeting" id="first-meeting-heading" label={closing.heading}>
      {/* The person named under the heading that asks who it is, then what the first meeting
          is; from 1024 px the conversation and the related pages beside them, so the panel is
          not one column with the right half empty. */}
      <div className={besideAction}>
        <div>
          <PersonLine person={getPerson(contactNextSteps().replier)} size={64} className="mt-5" />
          <p className="mt-5 max-w-2xl text-lg">{closing.text}</p>
        </div>
        <div>
          <EndingAction relatedId="team-related-heading" related={related} />
        </div>
      </div>
    </Ending>
  );
}

/**
 * How /support ends: ask about a plan, the three compared above named (their terms are in the
 * comparison, not repeated), a link back to it; from 1024 px the conversation and the related
 * pages beside the ask, as the other endings are.
 */
export function PlanAsk({
  closing,
  plans,
  related,
}: {
  closing: Closing;
  plans: NonNullable<Entry<'pages'>['plans']>;
  related: Related;
}) {
  return (
    <Ending block="plan-ask" id="plan-ask-heading" label={closing.heading}>
      <div className={besideAction}>
        <div>
          <p className="mt-3 max-w-2xl text-lg">{closing.text}</p>
          {/* Each plan's name leads back to its column in the comparison, set as the link it
              is: a name boxed like a choice read as a control that picks the plan. */}
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
            {plans.map((plan) => (
              <li key={plan.title}>
                <a
                  href={`#${columnId('plans', plan.title)}`}
                  className="inline-flex min-h-11 items-center font-display text-lg font-semibold underline decoration-1 underline-offset-4 hover:decoration-2"
                >
                  {plan.title}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a href="#plans" className="font-semibold underline underline-offset-4">
              {snippets.modules.compare}
            </a>
          </p>
        </div>
        <div>
          <EndingAction relatedId="support-related-heading" related={related} />
        </div>
      </div>
    </Ending>
  );
}

/**
 * How /why-cairn ends: after the case, what happens when a buyer writes (the steps the contact
 * form shows, the first naming who reads it), so the first step is known before it is taken.
 */
export function StepsEnding({ related }: { related: Related }) {
  return (
    <Ending block="next-steps" id="why-steps-heading" room="column">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
        <NextSteps as="h2" id="why-steps-heading" referenceLink />
        {/* The first step names the person who reads the message: no portrait to repeat it. The
            steps run longer than the actions, so the summit stands under the actions. */}
        <div className={`lg:pt-10 ${markRoomBeside(ENDING_MARKS['next-steps']).column}`}>
          <EndingAction relatedId="why-related-heading" related={related} pageCheck />
        </div>
      </div>
    </Ending>
  );
}
