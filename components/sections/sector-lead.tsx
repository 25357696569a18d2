import Link from 'next/link';
import type { Entry } from '@/content';
import { getPerson } from '@/content/team';
import { resultBeside, studiesFor } from '@/content/work';
import { snippets } from '@/content/snippets';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { CONTACT_PAGE_ATTRIBUTE } from '@/lib/shell';
import { Avatar } from '@/components/team/avatar';
import { ResultFigure } from '@/components/work/result-figure';
import { EndingPanel, endingClass } from './ending';
import { RelatedLinks } from './related-links';
import { eyebrowClass } from '@/components/ui/eyebrow';

/**
 * How a client type's page ends: the person a buyer of that type talks to first (portrait, name,
 * role and why them, in one line), that sector's headline study result, and a conversation that
 * starts with the organization type already chosen (lib/shell.inline.ts reads the link's value).
 */
export function SectorLead({
  client,
  related,
}: {
  client: Entry<'clients'>;
  /** The page's related pages: a line of links, where other pages have a grid of cards. */
  related: { title: string; href: string }[];
}) {
  const person = getPerson(client.lead.person);
  const studies = studiesFor(client);
  const study = studies[0];
  // The page shows each of its studies as a card above (content-page.tsx), with its first result.
  const result = study ? resultBeside(study, studies) : undefined;
  return (
    // The page's sector, for the contact links that carry none (the header's, the menu's).
    <section
      data-ending="sector-lead"
      {...{ [CONTACT_PAGE_ATTRIBUTE]: client.contactAs }}
      aria-labelledby="sector-lead-heading"
      className={endingClass}
    >
      <EndingPanel mark="bench">
        {/* In reading order the person, their line and their sector's result, then the
            conversation and the related pages last: on a phone the result stands under the
            line, with the person it is the proof of; from 1024 px beside them. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-16">
          <div className="lg:col-start-1">
            {/* The portrait beside the name on every width: on a phone the block stays short. */}
            <div className="flex items-center gap-4 sm:gap-6">
              <div className="w-16 shrink-0 sm:w-24 [&>svg]:h-auto [&>svg]:w-full">
                <Avatar person={person} size={96} />
              </div>
              <div>
                <h2 id="sector-lead-heading" className={eyebrowClass}>
                  {snippets.modules.lead}
                </h2>
                <p className="mt-1 font-display text-2xl font-semibold sm:text-3xl">
                  <Link
                    href={`/team#${person.slug}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {person.name}
                  </Link>
                </p>
                <p className="text-muted-foreground">{person.role}</p>
              </div>
            </div>
            <p className="mt-4 max-w-2xl text-lg">{client.lead.line}</p>
          </div>
          {study && result ? (
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
              <ResultFigure outcome={result} study={study} />
            </div>
          ) : null}
          <div className="lg:col-start-1">
            <ContactTrigger organizationType={client.contactAs}>
              {snippets.contactAction}
            </ContactTrigger>
            <RelatedLinks id="sector-related-heading" pages={related} />
          </div>
        </div>
      </EndingPanel>
    </section>
  );
}
