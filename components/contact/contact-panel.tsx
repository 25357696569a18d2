import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site';
import { contactFormCopy, snippets } from '@/content/snippets';
import { PAGE_CHECK_ANCHOR, REFERENCE_CALL_ANCHOR } from '@/lib/contact-paths';
import { fill } from '@/lib/template';
import { LogoMark } from '@/components/layout/logo';
import { ContactForm } from './contact-form';
import { DirectContact } from './direct-contact';
import { NextSteps } from './next-steps';
import type { FormInit } from './use-form-state';

interface ContactPanelProps {
  /** The id of the panel's heading (names the dialog or the page section). */
  titleId: string;
  /** The heading's level: h2 in the dialog, h1 on the /contact page. */
  as?: 'h1' | 'h2';
  initial?: FormInit;
  /** The dialog's close button, beside the heading (the dialog's mark above it, on wider screens). */
  close?: ReactNode;
  /** The page's drawing: beside the heading on wide screens, after the form below 1024 px. */
  art?: ReactNode;
}

/**
 * The contact form with its heading, what happens after sending and the direct lines: the dialog
 * and /contact share it. "What happens next" is shown until the form is sent, beside the form on
 * wide screens and, in brief, above Send on small ones (read before Send, not after it) and, on
 * /contact, after the first step's Continue too; then the thanks in the form's place shows the
 * steps itself.
 */
export function ContactPanel({
  titleId,
  as: Heading = 'h2',
  initial,
  close,
  art,
}: ContactPanelProps) {
  const copy = snippets.contact;
  const Subheading = Heading === 'h1' ? 'h2' : 'h3';
  return (
    // On its own page (an h1) the panel sits on the site's grid, its left edge under the logo;
    // in the dialog it keeps the dialog's narrower measure.
    <div
      className={`group/contact mx-auto flex min-h-full w-full flex-col ${Heading === 'h1' ? 'max-w-7xl px-4 py-6 sm:px-6 lg:px-8' : 'max-w-6xl px-5 py-4 sm:px-8 sm:py-6'}`}
    >
      {/* Below 1024 px this block's two parts join the panel's column (`contents`), so the
          drawing can follow the form and the first field stays on the first screen. */}
      <div
        className={
          art
            ? 'max-lg:contents lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-end lg:gap-10'
            : ''
        }
      >
        <div>
          <div className="flex items-start justify-between gap-4">
            <div>
              {close ? <LogoMark className="mb-5 hidden h-9 w-9 sm:block" /> : null}
              <Heading
                id={titleId}
                className={`font-display font-semibold ${close ? 'mt-1.5 text-2xl sm:mt-0 sm:text-4xl' : 'mt-8 text-4xl sm:text-5xl lg:mt-6'}`}
              >
                {initial ? copy.retryTitle : copy.title}
              </Heading>
            </div>
            {close}
          </div>
          {/* In the dialog on a phone the heading and the direct lines say enough: the
              introduction would push the first step off the screen. */}
          <p
            className={`mt-4 max-w-prose text-lg text-muted-foreground ${close ? 'max-sm:hidden' : ''}`}
          >
            {copy.intro}
          </p>
        </div>
        {art ? <div className="max-lg:order-last max-lg:mt-2">{art}</div> : null}
      </div>
      {/* The direct lines before the form, not after a long scroll; on wide screens under the
          introduction, so the column beside the form holds only what happens next and ends
          before the first step does. In the dialog on a phone a note at the head of the first
          step takes their place (app/contact-steps.css). */}
      <DirectContact
        data-direct-lines
        className={`mt-3 max-w-prose text-muted-foreground ${close ? 'max-sm:mt-2 max-sm:text-sm' : ''}`}
      >
        {copy.direct}
      </DirectContact>
      {/* A little closer from 1024 px, so the first step's Continue stays on a 900 px screen,
          in the dialog and on the page. */}
      <div
        className={`mt-4 grid gap-10 pb-10 lg:grid-cols-[minmax(0,1fr)_22rem] ${close ? 'sm:mt-6' : 'sm:mt-8 lg:mt-6'}`}
      >
        <div className="min-w-0">
          <ContactForm
            // The site's name is filled in here, so the form's code carries no site config.
            copy={{
              ...contactFormCopy,
              consent: fill(contactFormCopy.consent, { site: siteConfig.name }),
              pageCheckNote: copy.pageCheck.note,
              pageCheckPromise: { link: copy.pageCheck.link, promise: copy.pageCheck.promise },
            }}
            direct={{
              failure: <DirectContact>{contactFormCopy.failureDirect}</DirectContact>,
              success: <DirectContact>{contactFormCopy.thanksDirect}</DirectContact>,
            }}
            nextSteps={<NextSteps as="h4" id={`${titleId}-sent-next`} />}
            nextStepsBrief={
              <NextSteps
                brief
                as={Subheading === 'h2' ? 'h3' : 'h4'}
                id={`${titleId}-next-brief`}
                className="lg:hidden"
              />
            }
            // On its own page a phone meets the first step with no column beside it: what
            // happens next follows Continue there (the dialog keeps its first step to a screen).
            nextStepsFirst={
              Heading === 'h1' ? (
                <NextSteps
                  brief
                  as={Subheading === 'h2' ? 'h3' : 'h4'}
                  id={`${titleId}-next-first`}
                  className="mt-4 lg:hidden"
                />
              ) : undefined
            }
            initial={initial}
            anchors={
              Heading === 'h1'
                ? { reference: REFERENCE_CALL_ANCHOR, pageCheck: PAGE_CHECK_ANCHOR }
                : undefined
            }
            stepHeading={Subheading}
          />
        </div>
        <div className="hidden lg:sticky lg:top-6 lg:block lg:self-start lg:pt-1">
          {/* Opened to send one page, what comes back, first (app/contact-steps.css). */}
          <p
            data-page-check-only
            className="mb-6 rounded-lg border border-accent bg-surface px-4 py-3"
          >
            <span className="font-semibold">{copy.pageCheck.link}: </span>
            {copy.pageCheck.promise}
          </p>
          {/* A project's next steps; the one page asked for has its promise above instead
              (app/contact-steps.css), where they tell of a first call of 30 minutes. */}
          <div data-project-scale>
            <NextSteps
              as={Subheading}
              id={`${titleId}-next`}
              className="group-has-[[data-contact-sent]]/contact:hidden"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
