import Link from 'next/link';
import { getCollection } from '@/content';
import type { Closing } from '@/content/schema';
import { snippets } from '@/content/snippets';
import { getPerson } from '@/content/team';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { PersonLine } from '@/components/team/person-line';
import { Ending } from './ending';

/**
 * How home ends: each sector beside the person a team of that kind talks to first (the lead its
 * client page ends with), then one conversation. A buyer leaves home knowing who will answer.
 */
export function SectorLeads({ closing }: { closing: Closing }) {
  const clients = getCollection('clients');
  return (
    <Ending block="sector-leads" id="sector-leads-heading" label={closing.heading}>
      <p className="mt-3 max-w-3xl sm:text-lg">{closing.text}</p>
      {/* A plain list with no holes at any width, however many sectors: a row per sector with
          its person beside it from 640 px, and all of them side by side in one row from 1024. */}
      <ul className="mt-5 grid border-t border-ending-line lg:auto-cols-fr lg:grid-flow-col lg:gap-x-6">
        {clients.map((client) => (
          <li
            key={client.slug}
            className="grid gap-2 border-b border-ending-line py-3 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] sm:items-center sm:gap-8 lg:block"
          >
            <Link
              href={client.href}
              className="font-display text-lg font-semibold text-accent underline underline-offset-4"
            >
              {client.label}
            </Link>
            <PersonLine person={getPerson(client.lead.person)} size={40} className="lg:mt-2" />
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <ContactTrigger>{snippets.contactAction}</ContactTrigger>
      </div>
    </Ending>
  );
}
