import { Fragment } from 'react';
import Link from 'next/link';
import { getCollection } from '@/content';
import type { Closing } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { clientPlaces } from '@/components/art/sector-places';
import { ContactTrigger, ReferenceCallLink } from '@/components/contact/contact-trigger';
import { PersonLine } from '@/components/team/person-line';
import { Ending } from './ending';

/** A sector's row at 1024 px spans one column per sector its person leads (at most three). */
const span = ['', '', 'lg:col-span-2', 'lg:col-span-3'] as const;
const columns = ['', '', 'lg:grid-cols-2', 'lg:grid-cols-3'] as const;

/**
 * How home ends: each kind of client at its place, drawn in the landscape's line (the landmark of
 * its page's hero, where home's trail passed it), beside the person a team of that kind talks to
 * first (the lead its client page ends with), then one conversation. A person who leads more than
 * one kind stands once, under all of theirs: a buyer leaves home knowing who will answer, and
 * does not read the same name twice.
 */
export function SectorLeads({ closing }: { closing: Closing }) {
  const clients = getCollection('clients');
  const places = clientPlaces();
  const leads = new Map<string, { client: (typeof clients)[number]; place: number }[]>();
  clients.forEach((client, place) => {
    const person = client.lead.person;
    leads.set(person, [...(leads.get(person) ?? []), { client, place }]);
  });
  return (
    <Ending block="sector-leads" id="sector-leads-heading" label={closing.heading} ground="bleed">
      {places.defs}
      <p className="mt-3 max-w-3xl sm:text-lg">{closing.text}</p>
      {/* A plain list with no holes at any width, however many sectors: a row per person with
          their sectors' places and names beside them up to 1024 px, then all of them side by side
          in one row, each place over its name, the trail running through them; there they share
          rows, so a name that wraps moves no one's person below the others'. */}
      <ul className="mt-5 grid border-t border-ending-line lg:mt-4 lg:auto-cols-fr lg:grid-flow-col lg:grid-rows-[auto_auto_auto] lg:gap-x-6 lg:border-t-0">
        {[...leads].map(([person, sectors]) => (
          <li
            key={person}
            className={`grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 border-b border-ending-line py-3 sm:grid-cols-[7rem_minmax(0,14rem)_minmax(0,1fr)] sm:gap-x-8 lg:row-span-3 lg:grid-cols-1 lg:grid-rows-subgrid lg:items-start lg:gap-y-0 lg:border-b-0 lg:py-0 ${span[sectors.length] ?? ''}`}
          >
            <div
              className={`row-span-2 grid gap-2 sm:row-span-1 lg:mb-2 lg:gap-x-6 ${columns[sectors.length] ?? ''}`}
            >
              {sectors.map(({ client, place }) => (
                <Fragment key={client.slug}>{places.view(place, 'w-full')}</Fragment>
              ))}
            </div>
            <div className={`grid gap-x-6 gap-y-1 ${columns[sectors.length] ?? ''}`}>
              {sectors.map(({ client }) => (
                <Link
                  key={client.slug}
                  href={client.href}
                  className="justify-self-start font-display text-lg font-semibold text-accent underline underline-offset-4 lg:justify-self-center lg:text-center"
                >
                  {client.label}
                </Link>
              ))}
            </div>
            {/* From 1024 px each person stands centred under a bracket as wide as their sectors'
                columns: under two sectors the bracket spans both, so the second column does not
                read as a sector with no one to talk to. */}
            <div className="lg:relative lg:mt-2 lg:flex lg:justify-center lg:border-t-2 lg:border-ending-line lg:pt-3 lg:before:absolute lg:before:-top-0.5 lg:before:left-0 lg:before:h-2.5 lg:before:border-l-2 lg:before:border-ending-line lg:after:absolute lg:after:-top-0.5 lg:after:right-0 lg:after:h-2.5 lg:after:border-r-2 lg:after:border-ending-line">
              <PersonLine person={getPerson(person)} size={40} />
            </div>
          </li>
        ))}
      </ul>
      {/* The conversation, and for a buyer who would rather hear a client first, the call. */}
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <ContactTrigger>{snippets.contactAction}</ContactTrigger>
        <ReferenceCallLink />
      </div>
    </Ending>
  );
}
