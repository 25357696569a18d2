import Link from 'next/link';
import { getCollection } from '@/content';
import type { Closing } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { PersonLine } from '@/components/team/person-line';
import { Ending } from './ending';
import { featuredFirst, gridColumns } from './grid-columns';

/**
 * How home ends: each sector beside the person a team of that kind talks to first (the lead its
 * client page ends with), then one conversation. A buyer leaves home knowing who will answer.
 */
export function SectorLeads({ closing }: { closing: Closing }) {
  const clients = getCollection('clients');
  return (
    <Ending block="sector-leads" id="sector-leads-heading" label={closing.heading}>
      <p className="mt-3 max-w-3xl sm:text-lg">{closing.text}</p>
      {/* Columns by count, as the site's card grids take them: no row ends short. */}
      <ul
        className={`mt-5 max-w-5xl gap-x-10 border-t border-ending-line ${gridColumns(clients.length)}`}
      >
        {clients.map((client, index) => (
          <li
            key={client.slug}
            className={`border-b border-ending-line py-3 ${featuredFirst(index, clients.length)}`}
          >
            <Link
              href={client.href}
              className="font-display text-lg font-semibold text-accent underline underline-offset-4"
            >
              {client.label}
            </Link>
            <PersonLine person={getPerson(client.lead.person)} size={40} className="mt-2" />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <ContactTrigger>{snippets.contactAction}</ContactTrigger>
      </div>
    </Ending>
  );
}
