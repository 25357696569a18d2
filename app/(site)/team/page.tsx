import { getEntry } from '@/content';
import { getTeam } from '@/content/team';
import { Container } from '@/components/sections/container';
import { ContentPage } from '@/components/sections/content-page';
import { Avatar } from '@/components/team/avatar';
import { pageEntryMetadata } from '@/lib/page-entry';

export const metadata = pageEntryMetadata('team');

export default function TeamPage() {
  const people = getTeam();
  return (
    <ContentPage entry={getEntry('pages', 'team')}>
      <section aria-labelledby="people-heading" className="py-12">
        <Container>
          <h2 id="people-heading" className="font-display text-3xl font-semibold">
            The people you will work with
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <li key={person.slug} className="flex flex-col rounded-2xl border border-border p-6">
                <div className="flex items-center gap-4">
                  <Avatar name={person.name} initials={person.initials} />
                  <div>
                    <h3 className="font-display text-xl font-semibold">{person.name}</h3>
                    <p className="text-muted-foreground">{person.role}</p>
                  </div>
                </div>
                <p className="mt-4">{person.bio}</p>
                <p className="mt-4 text-sm text-muted-foreground">
                  {person.location} · with Cairn since {person.since}
                </p>
                <ul
                  aria-label={`${person.name}'s focus areas`}
                  className="mt-3 flex flex-wrap gap-2"
                >
                  {person.focus.map((f) => (
                    <li key={f} className="rounded-full bg-surface px-3 py-1 text-xs font-semibold">
                      {f}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </ContentPage>
  );
}
