import { splitLead, trailSteps, type Section, type TrailStep } from '@/content';
import { disclosureClass, OpenSign, summaryClass } from '@/components/ui/disclosure';
import { Container } from './container';
import { ShapedSection } from './shaped-section';

/**
 * A section's named steps as the trail (app/globals.css draws the cairns and the path): every
 * step's name in sight; on phones its sentences fold under the name, from 640 px they follow it.
 */
function Trail({ steps }: { steps: TrailStep[] }) {
  return (
    <ol>
      {steps.map((step) => (
        <li key={step.name}>
          <strong className="block max-sm:hidden">{step.name}</strong>
          <details className={`${disclosureClass} fold-on-phones`}>
            <summary className={`${summaryClass} w-fit gap-3 font-semibold`}>
              {step.name}
              <OpenSign />
            </summary>
            <p dangerouslySetInnerHTML={{ __html: step.html }} />
          </details>
        </li>
      ))}
    </ol>
  );
}

/**
 * The body of an entry: one landmark-free section per `##` heading of its Markdown. A section
 * with a fold label (written for it in the page's **Phone fold labels**, `Section.fold`) keeps its
 * lead paragraph and folds the rest below 640 px into a disclosure under that label; from 640 px
 * the disclosure is always open (app/globals.css, `.fold-on-phones`), and browsers without
 * `::details-content` keep the working disclosure. A section never shows its heading and only a
 * disclosure: a phone visitor reads each section's opening before choosing to read on. A section
 * without a label whose rest is a list of named steps shows them as a trail (`Trail`). A section
 * given a shape of its own in the page's **Section shapes** is drawn by `ShapedSection`.
 */
export function ProseSections({ sections }: { sections: Section[] }) {
  return (
    <Container className="py-4 sm:py-8">
      {sections.map((section) => {
        if (section.shape) {
          return <ShapedSection key={section.id} section={{ ...section, shape: section.shape }} />;
        }
        const [lead, rest] = section.fold ? splitLead(section.html) : ['', section.html];
        const folds = section.fold !== undefined && lead !== '' && rest.trim() !== '';
        const [opening, after] = splitLead(section.html);
        const trail = section.fold || !opening ? undefined : trailSteps(after);
        return (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className="grid grid-cols-[minmax(0,1fr)] gap-4 border-b border-border py-7 last:border-0 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
          >
            <h2 id={section.id} className="font-display text-2xl font-semibold sm:text-3xl">
              {section.heading}
            </h2>
            {trail ? (
              <div className="prose-copy page-prose">
                <div dangerouslySetInnerHTML={{ __html: opening }} />
                <Trail steps={trail} />
              </div>
            ) : folds ? (
              <div className="prose-copy page-prose">
                <div dangerouslySetInnerHTML={{ __html: lead }} />
                <details className={`${disclosureClass} fold-on-phones`}>
                  <summary className={`${summaryClass} w-fit font-semibold text-accent`}>
                    {section.fold}
                    <OpenSign />
                  </summary>
                  <div
                    className="prose-copy page-prose"
                    dangerouslySetInnerHTML={{ __html: rest }}
                  />
                </details>
              </div>
            ) : (
              <div
                className="prose-copy page-prose"
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
            )}
          </section>
        );
      })}
    </Container>
  );
}
