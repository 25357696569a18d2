import type { ClientMark } from '@/content/schema';
import symbols from '@/components/work/mark-symbols.json';
import { Container } from './container';
import { cellSpan, gridColumns } from '@/components/ui/grid-columns';

/**
 * The strip of client marks: a drawn symbol beside each name, in the theme's colours (no logos
 * of real brands). The names are text, so they read and translate like the rest of the page.
 * Permissioned marks only: the heading over the strip ("Organizations we have worked with")
 * claims a real client, which a sample is not, so a sample mark stays in content/proof.yaml as
 * an example of the fields and is never drawn; with none left, the strip is not drawn.
 */
export function ClientMarks({ marks: all, heading }: { marks: ClientMark[]; heading: string }) {
  const marks = all.filter((mark) => !mark.sample);
  if (marks.length === 0) return null;
  return (
    <section data-grid="client-marks" aria-labelledby="client-marks-heading" className="py-10">
      <Container>
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id="client-marks-heading"
            className="font-sans text-sm font-bold tracking-widest uppercase"
          >
            {heading}
          </h2>
        </div>
        <ul
          className={`mt-6 ${gridColumns(marks.length)} gap-x-10 gap-y-4 text-muted-foreground max-sm:grid-cols-1 max-sm:gap-y-3 sm:gap-y-6`}
        >
          {marks.map((mark, index) => (
            <li
              key={mark.name}
              className={`flex items-center gap-3 ${cellSpan(index, marks.length)}`}
            >
              <svg
                viewBox="0 0 32 32"
                width="32"
                height="32"
                aria-hidden="true"
                focusable="false"
                className="shrink-0 fill-current"
                dangerouslySetInnerHTML={{ __html: symbols[mark.symbol] }}
              />
              <span className="font-display text-base leading-tight font-semibold sm:max-w-[14rem] sm:text-lg lg:max-w-none">
                {mark.name}
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
