import Link from 'next/link';
import type { Entry } from '@/content';
import { getPerson } from '@/content/team';
import { snippets } from '@/content/snippets';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { CONTACT_PAGE_ATTRIBUTE } from '@/lib/shell';
import { Avatar } from '@/components/team/avatar';
import { EndingPanel, besideAction, endingClass } from './ending';
import { PageCheckOffer } from './page-check-offer';
import { RelatedLinks } from './related-links';
import { eyebrowClass } from '@/components/ui/eyebrow';
import { markRoomBeside, type EndingMark } from '@/components/art/ending-marks';
import type { Motif } from '@/content/schema';

/**
 * The trail arriving at the kind of client's own building (the row /clients ends under), by the
 * page's motif; a motif with no building of its own ends at the lookout's bench.
 */
const BUILDINGS: Partial<Record<Motif, EndingMark>> = {
  heart: 'house',
  members: 'hall',
  power: 'water-tower',
  bank: 'bank',
  care: 'clinic',
};

/**
 * How a client type's page ends: the person a buyer of that type talks to first (portrait, name,
 * role and why them, in one line) and a conversation that starts with the organization type
 * already chosen (lib/shell.inline.ts reads the link's value). The sector's study, with its
 * results, stands just above it (content-page.tsx): a figure from it here read as the same proof
 * twice.
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
  const mark = (client.motif && BUILDINGS[client.motif]) || 'bench';
  return (
    // The page's sector, for the contact links that carry none (the header's, the menu's).
    <section
      data-ending="sector-lead"
      {...{ [CONTACT_PAGE_ATTRIBUTE]: client.contactAs }}
      aria-labelledby="sector-lead-heading"
      className={endingClass}
    >
      {/* The building stands under the person's words, the shorter column, which keeps its room
          from 1280 px: under the conversation and the related pages it left a strip empty
          under the words. */}
      <EndingPanel mark={mark} room="column" markSide="left">
        {/* From 1024 px the conversation and the related pages beside the person, as the other
            endings have them: one column left the panel's right half empty. */}
        <div className={besideAction}>
          <div className={markRoomBeside(mark).column}>
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
          <div>
            <div className="mt-6">
              <ContactTrigger organizationType={client.contactAs}>
                {snippets.contactAction}
              </ContactTrigger>
            </div>
            <PageCheckOffer />
            <RelatedLinks id="sector-related-heading" pages={related} />
          </div>
        </div>
      </EndingPanel>
    </section>
  );
}
