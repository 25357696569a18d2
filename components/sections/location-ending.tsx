import Link from 'next/link';
import { entryByHref, type Entry } from '@/content';
import { snippets } from '@/content/snippets';
import { getTeam } from '@/content/team';
import { studiesFor, type Study } from '@/content/work';
import { outcomeChange } from '@/components/work/figures';
import { SampleLabel } from '@/components/work/sample-label';
import { Ending, EndingAction } from './ending';
import { PersonLine } from '@/components/team/person-line';
import { ReferenceCallLink } from '@/components/contact/contact-trigger';

/**
 * The studies nearest a location: its own state's, else its neighbours' (the locations it links
 * to), else those of the sectors it serves. Two at most.
 */
export function studiesNear(location: Entry<'locations'>): Study[] {
  const own = studiesFor(location);
  if (own.length > 0) return own.slice(0, 2);
  const neighbours = location.related
    .map((href) => entryByHref(href))
    .filter((e): e is Entry<'locations'> => e?.collection === 'locations')
    .flatMap((e) => studiesFor(e));
  if (neighbours.length > 0) return neighbours.slice(0, 2);
  return location.sectors
    .flatMap(({ client }) => {
      const sector = entryByHref(`/clients/${client}`);
      return sector ? studiesFor(sector) : [];
    })
    .slice(0, 2);
}

/** The team members who live in a location, by the place each names ("Baltimore, MD", "Washington, D.C."). */
export function peopleIn(location: Entry<'locations'>) {
  return getTeam().filter(
    (p) => p.location.endsWith(`, ${location.abbreviation}`) || p.location.includes(location.state),
  );
}

/**
 * How a location ends: the work in and near it (each study with its headline result), the people
 * on the team who live there, how
 * meetings work there, and a conversation.
 */
export function LocationEnding({
  location,
  related,
}: {
  location: Entry<'locations'>;
  related: { title: string; href: string }[];
}) {
  const m = snippets.modules;
  const studies = studiesNear(location);
  const people = peopleIn(location);
  return (
    <Ending block="location-work" id="nearby-heading" label={m.nearby(location.state)}>
      {/* The work and how meetings go on the left, the people and the conversation on the
          right: a state with one study nearby leaves neither column mostly empty. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <ul className="grid content-start gap-4">
            {studies.map((study) => {
              const result = study.outcomes[0];
              return (
                <li key={study.slug} className="border-t border-border pt-3">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted-foreground">
                    {study.client}
                    {study.sample ? <SampleLabel /> : null}
                  </p>
                  <Link
                    href={study.href}
                    className="mt-1 block font-display text-xl font-semibold underline-offset-4 hover:underline"
                  >
                    {study.title}
                  </Link>
                  {result ? (
                    <p className="mt-1">
                      {result.label}, {outcomeChange(result)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {studies.length > 0 ? (
            <p className="mt-4">
              <ReferenceCallLink />
            </p>
          ) : null}
          <p className="mt-6 max-w-2xl">{m.meetings(location.state)}</p>
        </div>
        <div>
          {people.length > 0 ? (
            <>
              <h3 className="mb-3 font-semibold">{m.based(location.state)}</h3>
              <div className="mb-4 grid gap-3">
                {people.map((p) => (
                  <PersonLine key={p.slug} person={p} />
                ))}
              </div>
            </>
          ) : null}
          <EndingAction relatedId="location-related-heading" related={related} />
        </div>
      </div>
    </Ending>
  );
}
