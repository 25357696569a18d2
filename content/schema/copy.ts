import { z } from 'zod';
import { paragraph, text, ui } from './fields';

/**
 * A line of copy with `{slot}`s the page fills in (lib/template.ts): it must keep each slot, and
 * name no other, or the page would show a bare `{sector}`.
 */
const template = (slots: string[], min: number, max: number, label: string, help: string) => {
  const named = slots.map((s) => `{${s}}`).join(' and ');
  // A regular expression, not a refinement, so the editor's field carries the same rule: every
  // order of the slots, each once, with any text around them but no other `{word}`.
  const free = String.raw`(?:[^{]|\{(?!\w+\}))*`;
  const orders = (rest: string[]): string[][] =>
    rest.length <= 1
      ? [rest]
      : rest.flatMap((s) => orders(rest.filter((r) => r !== s)).map((o) => [s, ...o]));
  const pattern = orders(slots)
    .map((order) => free + order.map((s) => `\\{${s}\\}${free}`).join(''))
    .join('|');
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(new RegExp(`^(?:${pattern})$`), `must contain ${named} once each, and no other {…}`)
    .meta(ui(label, `${help} Keep ${named}: the page fills them in.`));
};

/**
 * The words several pages share (content/copy.yaml): the contact
 * page's and dialog's text, "What happens next", section headings of the page modules and the
 * 404. The seed's fixed labels (Let’s Chat, Contact Us, Begin Your Digital Expedition, the error
 * page's text) and the one name of the contact action stay in content/snippets.ts.
 */
export const copySchema = z
  .object({
    contact: z
      .object({
        intro: paragraph(40, 240, 'Introduction', 'Above the form, on /contact and in the dialog.'),
        direct: text(
          5,
          60,
          'Lead-in to the direct lines',
          'Before the e-mail address and phone number, above the form; e.g. “Prefer to talk?”',
        ),
        thanksTitle: text(10, 80, 'Thank-you heading', 'After a message is sent without scripts.'),
        thanksBody: paragraph(40, 240, 'Thank-you text'),
        urgent: text(5, 60, 'Lead-in to the phone number after sending'),
        retryTitle: text(10, 80, 'Heading when a message comes back with errors'),
        pageCheck: z
          .object({
            lead: text(5, 40, 'Question before the link', 'e.g. “Not ready for a project?”'),
            link: text(5, 30, 'The link', 'Opens the form with an audit chosen.'),
            promise: text(
              20,
              140,
              'What the visitor gets',
              'After the link and a colon: what we send back and how soon.',
            ),
            note: text(
              20,
              88,
              'Note at the head of the form',
              'Shown in the form the link opens, at the head of step one and by the message box: one line on a wide screen, so Continue stays on it.',
            ),
          })
          .strict()
          .meta(
            ui(
              'A first step smaller than a project',
              'One page looked at for free: offered at the foot of the client type, service and solution pages and of Why Cairn.',
            ),
          ),
      })
      .strict()
      .meta(ui('Contact page and dialog')),
    nextSteps: z
      .object({
        title: text(5, 60, 'Heading'),
        replier: z.string().meta({
          ...ui('Who replies', '{name} and {role} in the steps are theirs.'),
          ref: 'team',
        }),
        steps: z
          .array(
            z
              .object({
                title: text(5, 60, 'Step'),
                body: paragraph(
                  30,
                  300,
                  'What happens',
                  '{name} and {role} are the person who replies.',
                ),
              })
              .strict(),
          )
          .length(3)
          .meta(ui('Steps', 'Exactly three: who reads it, when they reply, the first call.')),
      })
      .strict()
      .meta(ui('What happens next', 'Beside the form and after a message is sent.')),
    faqHeading: text(5, 60, 'Heading of the questions and answers'),
    teamMore: text(
      3,
      30,
      'Team card’s “more” link',
      'Followed by the first name on phones: “More about Priya”.',
    ),
    foldPrefix: text(
      3,
      30,
      'Folded section’s label',
      'Followed by the section’s name on phones: “More on how we work”.',
    ),
    work: z
      .object({
        homeHeading: text(5, 60, 'Heading on the home page'),
        studyEyebrow: text(
          5,
          30,
          'Eyebrow of a case study',
          'Above a study’s headline, e.g. “Case study”: one line on a phone.',
        ),
        homeIntro: paragraph(30, 240, 'Introduction on the home page'),
        sectorHeading: text(5, 40, 'Heading on a client type page', 'Followed by the type.'),
        sectorLink: text(
          5,
          16,
          'Link to them at the top of a client type page',
          'Beside “Start a conversation”, to the page’s case studies. Up to 16 characters, so both fit one line on a phone.',
        ),
        offerHeading: text(5, 40, 'Heading on a service or solution page', 'Followed by its name.'),
        more: text(5, 40, 'Link to every study'),
        moreHeading: text(5, 60, 'Heading of more studies under a study'),
        marksHeading: text(5, 80, 'Heading of the client marks'),
        testimonialsHeading: text(5, 60, 'Heading of the testimonials'),
      })
      .strict()
      .meta(ui('Case studies where they are shown')),
    relatedHeading: text(5, 60, 'Heading of related services and solutions'),
    modules: z
      .object({
        problems: template(['sector'], 10, 80, 'Problems heading', 'On a client type page.'),
        rules: text(5, 60, 'Rules heading'),
        lead: text(
          5,
          60,
          'Heading of a client type’s lead person',
          'Where a client type page ends.',
        ),
        wayFit: text(5, 60, 'Heading of the way to work a service or solution ends with'),
        rulesIntro: paragraph(40, 320, 'Rules introduction'),
        when: template(['platform'], 10, 80, 'Platform question', 'On a platform page.'),
        whenYes: template(
          ['platform'],
          10,
          80,
          'Heading of when to choose it',
          'On a platform page.',
        ),
        whenNo: text(5, 60, 'Heading of when not to'),
        sectors: template(['state'], 10, 80, 'Sectors heading', 'On a location page.'),
        office: template(
          ['state'],
          40,
          300,
          'Who we serve there',
          'Under the sectors heading: one sentence on who the page serves (the office’s address is in the page’s ending).',
        ),
        nearby: template(['state'], 10, 80, 'Heading of a location’s ending', 'Its studies.'),
        based: template(
          ['state'],
          10,
          80,
          'Heading of the people based there',
          'On a location page.',
        ),
        meetings: template(
          ['state'],
          40,
          320,
          'How meetings work there',
          'Where a location page ends.',
        ),
        compare: text(5, 40, 'Link from /support’s ending to its plans'),
        steps: text(5, 60, 'Steps heading', 'On a solution page.'),
        deliverables: text(5, 60, 'Deliverables heading'),
        ways: z
          .object({
            length: text(3, 40, 'How long'),
            price: text(3, 40, 'How it is priced'),
            start: text(3, 40, 'How it starts'),
            offers: text(3, 40, 'What it draws on'),
          })
          .strict()
          .meta(ui('Ways to work with us: the labels of each way’s facts')),
        plans: z
          .object({
            care: text(3, 40, 'Updates, monitoring and backups'),
            hours: text(3, 40, 'Enhancement hours'),
            response: text(3, 40, 'Urgent response'),
            coverage: text(3, 40, 'Coverage'),
          })
          .strict()
          .meta(ui('Support plans: the labels of each plan’s facts')),
      })
      .strict()
      .meta(ui('Headings of the page modules')),
    notFound: z
      .object({
        title: text(5, 60, 'Browser tab title'),
        heading: text(5, 80, 'Heading'),
        body: paragraph(20, 240, 'Text', 'Above the links to the main sections.'),
      })
      .strict()
      .meta(ui('Page not found (404)')),
  })
  .strict();

export type Copy = z.infer<typeof copySchema>;
