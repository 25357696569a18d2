'use client';

import type { ReactNode } from 'react';
import type { ContactFormCopy } from '@/content/snippets';
import { IDEMPOTENCY_FIELD } from '@/lib/contact-form-data';
import type { ContactFormValues } from '@/lib/contact-schema';
import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  budgets,
  organizationTypes,
  projectTypes,
  timelines,
} from '@/lib/contact-options';
import { fill, fillNodes } from '@/lib/template';
import { recaptchaEnabled } from '@/integrations/recaptcha';
import { buttonClass } from '@/components/ui/button';
import { CheckboxField, RadioGroup } from '@/components/ui/choice-field';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FailureNotice } from './failure-notice';
import { ErrorSummary, FormNote, NewTabLink, Spinner, StepHeading } from './form-parts';
import { SuccessPanel } from './success-panel';
import { useContactForm, warm, type FormAnchors } from './use-contact-form';
import { lengthBand, type FormInit } from './use-form-state';

export interface ContactFormProps {
  /** The form's words (content/snippets.ts). */
  copy: ContactFormCopy;
  /** The direct lines shown after a failure and with the thanks, rendered by the server. */
  direct: { failure: ReactNode; success: ReactNode };
  /** "What happens next", shown with the thanks; rendered by the server (./next-steps.tsx). */
  nextSteps: ReactNode;
  /** Its titles only, before Send where the form has no column beside it. */
  nextStepsBrief?: ReactNode;
  /**
   * The same titles after the first step's Continue, while the steps are shown one at a time:
   * on a page where, on a phone, step one would otherwise say nothing of what follows.
   */
  nextStepsFirst?: ReactNode;
  /** What a form sent without scripts came back with (the /contact/retry page). */
  initial?: FormInit;
  /**
   * Where the asks land on a page that holds the form (/contact), without scripts and with them:
   * a reference call at its box (ticked with scripts), one page looked at on its note (an audit
   * chosen with scripts).
   */
  anchors?: FormAnchors;
  /** The steps' heading level, under the panel's heading. */
  stepHeading?: 'h2' | 'h3';
}

/**
 * The contact form (brief §5). In the HTML it is a plain form that posts to /api/contact and
 * lands on a thank-you page: it works before the scripts arrive and without them. Once hydrated
 * (`data-ready`) it validates with the shared schema (inline errors tied to their fields, focus
 * on the first), sends JSON with an Idempotency-Key, and thanks the visitor in place. Inputs are
 * uncontrolled: the form's DOM is the one copy of what was typed, so a draft survives the dialog
 * closing and opening again (the dialog stays in the page). The state is one reducer
 * (./use-form-state.ts); the fields are the primitives of components/ui/field.tsx.
 */
export function ContactForm({
  copy,
  direct,
  nextSteps,
  nextStepsBrief,
  nextStepsFirst,
  initial,
  anchors,
  stepHeading = 'h3',
}: ContactFormProps) {
  const { state, dispatch, form, scripted, id, focusId, field, onSubmit, onChange, onStep } =
    useContactForm(initial, anchors);
  const { phase, errors, failure, sent, messageLength, announcedLength } = state;
  const newTab = (href: string, text: string) => (
    <NewTabLink key={href} href={href} note={copy.newTab}>
      {text}
    </NewTabLink>
  );
  // Nothing typed yet: every control starts empty.
  const v: Partial<ContactFormValues> = initial?.values ?? {};
  const limits = { min: MESSAGE_MIN, max: MESSAGE_MAX };

  return (
    <div>
      <div role="status" aria-live="polite">
        {phase === 'sending' ? <span className="sr-only">{copy.sendingStatus}</span> : null}
        {phase === 'sent' && sent ? (
          <SuccessPanel
            name={sent.name}
            email={sent.email}
            headingId={id('success')}
            copy={copy}
            direct={direct.success}
            nextSteps={nextSteps}
            onAnother={() => dispatch({ type: 'again' })}
          />
        ) : null}
      </div>

      <form
        ref={form}
        method="post"
        action="/api/contact"
        noValidate
        hidden={phase === 'sent'}
        data-ready={scripted ? '' : undefined}
        // Two steps where scripts run (the shell moves between them before the framework
        // arrives); a form that came back with its errors shows every field at once.
        data-steps={initial ? undefined : ''}
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={warm}
        aria-label={copy.formLabel}
        className="relative grid gap-5"
      >
        <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />
        {initial && Object.keys(errors).length > 0 ? (
          <ErrorSummary errors={errors} copy={copy.summary} fieldId={focusId} />
        ) : null}
        {/* Every label says "(required)" itself; in two steps the note would only push the
            first step down. */}
        <p data-one-page className="text-sm text-muted-foreground">
          {copy.requiredNote}
        </p>

        {/* Step one: who you are and the kind of project. */}
        <div data-step="1" className="grid gap-2 sm:gap-5 lg:gap-4">
          <StepHeading as={stepHeading} id={id('step-1')} n={1} copy={copy}>
            {copy.steps.one}
          </StepHeading>
          {/* Shown while the reference call's box is ticked (app/contact-steps.css). */}
          <FormNote data-reference-note>{copy.referenceNote}</FormNote>
          {/* Shown while the form is on the audit the ask to look at one page opened it with,
              or on /contact reached by that ask without scripts (its anchor). */}
          <FormNote id={anchors?.pageCheck} data-page-check-note>
            {copy.pageCheckNote}
          </FormNote>
          {/* Side by side where there is room, as the organization and its kind are: the height
              they give back holds the kinds of project one to a line. */}
          <div className="grid gap-2.5 sm:grid-cols-2 sm:items-start sm:gap-6">
            <TextField
              {...field('name')}
              label={copy.name}
              required
              autoComplete="name"
              defaultValue={v.name}
            />
            <TextField
              {...field('email')}
              label={copy.email}
              type="email"
              required
              autoComplete="email"
              spellCheck={false}
              defaultValue={v.email}
            />
          </div>
          {/* Side by side where there is room (the organization and its kind are one answer),
              top-aligned; stacked on a phone, where beside its kind the name had no room. */}
          <div className="grid gap-2.5 sm:grid-cols-2 sm:items-start sm:gap-6">
            <TextField
              {...field('organization')}
              label={copy.organization}
              required
              autoComplete="organization"
              defaultValue={v.organization}
            />
            <SelectField
              {...field('organizationType')}
              label={copy.organizationType}
              placeholder={copy.organizationTypePlaceholder}
              options={organizationTypes}
              defaultValue={v.organizationType}
            />
          </div>
          {/* Honeypot: off-screen (not display:none, which bots skip), out of the tab order
              and hidden from assistive technology. People never fill it; bots do. */}
          <div
            aria-hidden="true"
            className="absolute top-0 -left-[10000px] h-px w-px overflow-hidden"
          >
            <label htmlFor={id('website')}>{copy.honeypot}</label>
            <input
              id={id('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          {/* Real radios drawn as rows, one a line at every width: the labels are long, and in
              columns some wrapped and some did not, or one stood alone on a row. */}
          <RadioGroup
            {...field('projectType')}
            label={copy.projectType}
            hint={copy.choiceHint}
            options={projectTypes}
            defaultValue={v.projectType}
            layout="list"
          />
          <div data-step-nav>
            <button
              type="button"
              data-form-step="2"
              onClick={onStep}
              className={buttonClass('primary', 'w-full text-lg sm:w-auto')}
            >
              {copy.steps.next}
            </button>
          </div>
          {/* Shown with the steps only: as one page, the list before Send says it once. */}
          {nextStepsFirst ? <div data-steps-only>{nextStepsFirst}</div> : null}
        </div>

        {/* Step two: budget, start and message, then send. */}
        <div data-step="2" className="grid gap-4 sm:gap-5">
          <StepHeading as={stepHeading} id={id('step-2')} n={2} copy={copy}>
            <span data-project-scale>{copy.steps.two}</span>
            <span data-page-check-only>{copy.steps.twoPageCheck}</span>
          </StepHeading>
          {/* One row each where the form is wide, as a segmented control. Not asked of a
              visitor sending one page to look at (app/contact-steps.css). */}
          <div data-project-scale className="grid gap-4 sm:gap-5">
            <RadioGroup
              {...field('budget')}
              label={copy.budget}
              options={budgets}
              defaultValue={v.budget}
              layout="row"
            />
            <RadioGroup
              {...field('timeline')}
              label={copy.timeline}
              options={timelines}
              defaultValue={v.timeline}
              layout="row"
            />
          </div>
          {/* Where the page's address goes, said again above the box it goes in. */}
          <FormNote data-page-check-note data-steps-only>
            {copy.pageCheckNote}
          </FormNote>
          {/* Text, not type=url: a visitor types `example.org/donate`, which the schema reads
              as https:// and the browser's own check would refuse. */}
          <div className="sm:max-w-md">
            <TextField
              {...field('siteAddress')}
              label={copy.siteAddress}
              hint={copy.siteAddressHint}
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              defaultValue={v.siteAddress}
            />
          </div>

          <div>
            <TextAreaField
              {...field('message')}
              label={copy.message}
              // The words for a project, or for the one page the form was opened to send
              // (app/contact-steps.css shows one).
              hint={
                <>
                  <span data-project-scale>{fill(copy.messageHint, limits)}</span>
                  <span data-page-check-only>{fill(copy.messageHintPageCheck, limits)}</span>
                </>
              }
              required
              defaultValue={v.message}
              after={
                <p
                  className={`ml-auto text-sm tabular-nums ${
                    messageLength > MESSAGE_MAX
                      ? 'font-semibold text-danger'
                      : 'text-muted-foreground'
                  }`}
                >
                  {fill(copy.count, { length: messageLength, max: MESSAGE_MAX })}
                  <span className="sr-only">{copy.countUnit}</span>
                </p>
              }
            />
            {/* The count is announced only when it crosses a limit, never per keystroke. */}
            <p aria-live="polite" className="sr-only">
              {announcedLength === null ? '' : lengthNote(copy, announcedLength)}
            </p>
          </div>

          <div className="sm:max-w-xs">
            <TextField
              {...field('phone')}
              label={copy.phone}
              type="tel"
              autoComplete="tel"
              defaultValue={v.phone}
            />
          </div>

          {/* The two boxes as one short list: an optional ask, then the agreement. On a phone
              the ask adds one line and its help to the form, no more. */}
          <div className="grid gap-1">
            <div
              id={anchors?.reference}
              className="scroll-mt-6 rounded-xl target:outline-3 target:outline-offset-4 target:outline-ring"
            >
              <CheckboxField
                {...field('referenceCall')}
                label={copy.referenceCall}
                hint={copy.referenceCallHint}
                defaultChecked={v.referenceCall}
              />
            </div>
            <CheckboxField
              id={id('consent')}
              name="consent"
              required
              defaultChecked={v.consent}
              errors={errors.consent}
              label={fillNodes(copy.consent, { link: newTab('/privacy-policy', copy.consentLink) })}
            />
          </div>
          {/* What happens next, in brief, read before Send on a phone (beside the form when
              the screen is wide); asked to look at one page, what comes back instead (a first
              call is not what that ask starts with). */}
          {nextStepsBrief ? <div data-project-scale>{nextStepsBrief}</div> : null}
          <FormNote data-page-check-only className="lg:hidden">
            <span className="font-semibold">{copy.pageCheckPromise.link}: </span>
            {copy.pageCheckPromise.promise}
          </FormNote>

          <div id={id('failure')} role="alert" tabIndex={-1} className="focus:outline-none">
            {failure ? (
              <FailureNotice failure={failure} copy={copy} direct={direct.failure} />
            ) : null}
          </div>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <button
              type="submit"
              disabled={phase === 'sending'}
              className={buttonClass('primary', 'w-full text-lg sm:w-auto')}
            >
              {phase === 'sending' ? (
                <>
                  <Spinner />
                  {copy.sending}
                </>
              ) : failure ? (
                copy.sendAgain
              ) : (
                copy.send
              )}
            </button>
            <div data-step-nav>
              <button
                type="button"
                data-form-step="1"
                onClick={onStep}
                className={buttonClass('secondary', 'w-full sm:w-auto')}
              >
                {copy.steps.back}
              </button>
            </div>
          </div>
          {recaptchaEnabled ? (
            <p className="text-sm text-muted-foreground">
              {fillNodes(copy.recaptcha, {
                privacy: newTab('https://policies.google.com/privacy', copy.recaptchaPrivacy),
                terms: newTab('https://policies.google.com/terms', copy.recaptchaTerms),
              })}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/** The note a screen reader hears when the message's length crosses a limit. */
function lengthNote(copy: ContactFormCopy, length: number): string {
  return fill(copy.lengthNote[lengthBand(length)], {
    length,
    min: MESSAGE_MIN,
    max: MESSAGE_MAX,
    left: MESSAGE_MAX - length,
    over: length - MESSAGE_MAX,
  });
}
