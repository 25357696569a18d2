import Link from 'next/link';
import { getCollection } from '@/content';
import type { Closing } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { clientPlaces } from '@/components/art/sector-places';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { PersonLine } from '@/components/team/person-line';
import { Ending } from './ending';

/**
 * How home ends: each kind of client at its place, drawn in the landscape's line (the landmark of
 * its page's hero, where home's trail passed it), beside the person a team of that kind talks to
 * first (the lead its client page ends with), then one conversation. A buyer leaves home knowing
 * who will answer.
 */
export function SectorLeads({ closing }: { closing: Closing }) {
  const clients = getCollection('clients');
  const places = clientPlaces();
  return (
    <Ending block="sector-leads" id="sector-leads-heading" label={closing.heading} ground="bleed">
      {places.defs}
      <p className="mt-3 max-w-3xl sm:text-lg">{closing.text}</p>
      {/* A plain list with no holes at any width, however many sectors: a row per sector with
          its place and its person beside it up to 1024 px, then all of them side by side in one
          row, each place over its name, the trail running through them; there the three share
          rows, so a name that wraps moves no one's person below the others'. */}
      <ul className="mt-5 grid border-t border-ending-line lg:mt-4 lg:auto-cols-fr lg:grid-flow-col lg:grid-rows-[auto_auto_auto] lg:gap-x-6 lg:border-t-0">
        {clients.map((client, i) => (
          <li
            key={client.slug}
            className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 border-b border-ending-line py-3 sm:grid-cols-[7rem_minmax(0,14rem)_minmax(0,1fr)] sm:gap-x-8 lg:row-span-3 lg:grid-cols-1 lg:grid-rows-subgrid lg:items-start lg:gap-y-0 lg:border-b-0 lg:py-0"
          >
            {places.view(i, 'row-span-2 w-full sm:row-span-1 lg:mb-2')}
            <Link
              href={client.href}
              className="font-display text-lg font-semibold text-accent underline underline-offset-4"
            >
              {client.label}
            </Link>
            <PersonLine person={getPerson(client.lead.person)} size={40} className="lg:mt-1" />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <ContactTrigger>{snippets.contactAction}</ContactTrigger>
      </div>
    </Ending>
  );
}
