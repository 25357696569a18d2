import Link from 'next/link';
import { getEntry, gridCopy, type Entry } from '@/content';
import { snippets } from '@/content/snippets';
import { ContactTrigger } from '@/components/contact/contact-trigger';
import { markRoomBeside, type EndingMark } from '@/components/art/ending-marks';
import { Ending } from './ending';
import { PageCheckOffer } from './page-check-offer';
import { RelatedLinks } from './related-links';

type Way = NonNullable<Entry<'pages'>['ways']>[number];

/**
 * The way to work (on /services) a service or solution page is done in: the one that offers the
 * page, or the first (a defined project) for a platform, which every way builds on.
 */
export function wayFor(href: string): Way | undefined {
  const ways = getEntry('pages', 'services').ways ?? [];
  return ways.find((way) => way.offers.includes(href)) ?? ways[0];
}

/**
 * Each way's mark, in the order /services lists the ways: stepping stones across for a defined
 * project, a mended footbridge for a focused fix, a lantern kept lit for an ongoing partnership
 * (a page of one way does not close on another's drawing). A way past these keeps the first's.
 */
const WAY_MARKS: EndingMark[] = ['stones', 'footbridge', 'lantern'];

/** The mark a page's way of working ends it with. */
export function wayMark(href: string): EndingMark {
  const ways = getEntry('pages', 'services').ways ?? [];
  const way = wayFor(href);
  return WAY_MARKS[way ? ways.indexOf(way) : 0] ?? WAY_MARKS[0]!;
}

/**
 * How a service or solution page ends: the way to work it is done in (who it suits, how long, how
 * it is priced, how it starts), the way to compare it with the others, and a conversation.
 */
export function WayEnding({
  entry,
  related,
}: {
  entry: Entry<'services' | 'solutions'>;
  related: { title: string; href: string }[];
}) {
  const way = wayFor(entry.href);
  if (!way) return null;
  const labels = snippets.modules.ways;
  const compare = gridCopy(getEntry('pages', 'services'), 'ways').heading;
  const mark = wayMark(entry.href);
  return (
    <Ending block="way" id="way-heading" label={snippets.modules.wayFit} mark={mark} room="column">
      {/* On a phone the way's facts come before its button, so a reader knows what the
          conversation starts before being asked to start it; from lg they stand beside it all. */}
      <div className="mt-3 grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-6">
        <div>
          <p className="font-display text-3xl font-semibold sm:text-4xl">{way.title}</p>
          <p className="mt-3 max-w-2xl sm:text-lg">{way.fit}</p>
        </div>
        {/* The facts, shorter than the words and actions beside them, stand over the mark. */}
        <dl
          className={`grid content-start gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 ${markRoomBeside(mark).column}`}
        >
          {[
            [labels.length, way.length],
            [labels.price, way.price],
            [labels.start, way.start],
          ].map(([term, value]) => (
            <div key={term} className="border-t border-border pt-3">
              <dt className="text-sm font-bold tracking-wide text-muted-foreground uppercase">
                {term}
              </dt>
              <dd className="mt-1">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="lg:col-start-1 lg:row-start-2">
          <p className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ContactTrigger>{snippets.contactAction}</ContactTrigger>
            <Link href="/services#ways" className="font-semibold underline underline-offset-4">
              {compare}
            </Link>
          </p>
          <PageCheckOffer />
          <RelatedLinks id="way-related-heading" pages={related} />
        </div>
      </div>
    </Ending>
  );
}
