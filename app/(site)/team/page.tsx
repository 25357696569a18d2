import { getEntry } from '@/content';
import { getTeam } from '@/content/team';
import { Container } from '@/components/sections/container';
import { ContentPage } from '@/components/sections/content-page';
import { Avatar } from '@/components/team/avatar';
import { pageEntryMetadata } from '@/components/seo/page-entry';
import { snippets } from '@/content/snippets';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';
import { requestContent } from '@/server/preview/render';

// Read on each request under `next dev`, so a saved title shows on reload.
export async function generateMetadata() {
  await requestContent();
  return pageEntryMetadata('team');
}

/** The first sentence of a bio, and the rest. */
function splitBio(bio: string): [string, string] {
  const end = bio.search(/[.!?]\s/);
  return end < 0 ? [bio, ''] : [bio.slice(0, end + 1), bio.slice(end + 2)];
}

/** A person's focus areas: what a visitor may ask them about. */
function FocusAreas({
  name,
  focus,
  className,
}: {
  name: string;
  focus: string[];
  className: string;
}) {
  return (
    // The chips' look is set once on the list: nine people's chips travel twice in the page's
    // document, as HTML and as the payload.
    <ul
      aria-label={`${name}'s focus areas`}
      className={`mt-3 flex flex-wrap gap-2 [&>li]:rounded-full [&>li]:bg-surface [&>li]:px-3 [&>li]:py-1 [&>li]:text-xs [&>li]:font-semibold ${className}`}
    >
      {focus.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

/**
 * A bio's first sentence, then the rest in a disclosure ("More about …") closed at every width:
 * nine cards read as nine people at a glance, not 1,900 px of biography, and every card is the
 * same height in its row. The focus areas stand under the first sentence from 640 px; a phone
 * shows each person as a portrait, name, role and where they work, and keeps the first sentence
 * and the focus areas in the disclosure: nine people in some 1,700 px rather than 2,500, with room
 * on /team's phone page for the crew a project gets. HTML only; the phone's copies are
 * `display: none` elsewhere, so nothing is heard twice.
 */
function BioFold({ name, bio, focus }: { name: string; bio: string; focus: string[] }) {
  const [lead, rest] = splitBio(bio);
  return (
    <>
      <p className="mt-3 max-sm:hidden">{lead}</p>
      <FocusAreas name={name} focus={focus} className="max-sm:hidden" />
      <details className={`${disclosureClass} mt-auto max-sm:mt-2 sm:pt-2`}>
        <summary className={`${summaryClass} w-fit font-semibold text-accent`}>
          {snippets.team.more} {name.split(' ')[0]}
          <OpenSign />
        </summary>
        <p className="mt-3 sm:hidden">{lead}</p>
        {rest
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3">
              {paragraph}
            </p>
          ))}
        <FocusAreas name={name} focus={focus} className="sm:hidden" />
      </details>
    </>
  );
}

/** Where a person works and since when: one line under the card's head, two beside a phone's portrait. */
function Since({ person }: { person: { location: string; since: number } }) {
  return (
    <>
      {person.location}
      <span className="max-sm:hidden"> · </span>
      <span className="max-sm:block">with Cairn since {person.since}</span>
    </>
  );
}

export default async function TeamPage() {
  await requestContent();
  const people = getTeam();
  return (
    <ContentPage entry={getEntry('pages', 'team')}>
      <section aria-labelledby="people-heading" className="py-8 sm:py-12">
        <Container>
          <h2 id="people-heading" className="font-display text-2xl font-semibold sm:text-3xl">
            The people you will work with
          </h2>
          {/* On a phone nine rows between rules, each a portrait beside its name (a card's frame
              and padding cost nine people some 500 px there); cards from 640 px. */}
          <ul className="mt-4 grid border-t border-border sm:mt-8 sm:gap-6 sm:border-0 md:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <li
                key={person.slug}
                id={person.slug}
                className="flex scroll-mt-24 flex-col border-b border-border py-4 max-sm:last:border-b-0 sm:rounded-2xl sm:border sm:p-6"
              >
                {/* Names start level with the portrait's top, whether the role takes one line or two. */}
                <div className="flex items-start gap-4">
                  <Avatar person={person} />
                  <div>
                    <h3 className="font-display text-xl font-semibold">{person.name}</h3>
                    <p className="text-muted-foreground">{person.role}</p>
                    {/* A phone sets where and since when beside the portrait, which has the room. */}
                    <p className="mt-1 text-sm text-muted-foreground sm:hidden">
                      <Since person={person} />
                    </p>
                  </div>
                </div>
                <p className="mt-4 text-sm text-muted-foreground max-sm:hidden">
                  <Since person={person} />
                </p>
                <BioFold name={person.name} bio={person.bio} focus={person.focus} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </ContentPage>
  );
}
