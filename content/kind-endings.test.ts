/**
 * What content can break in how a page ends or what its hero draws is refused by the content
 * check (npm run content:check, next build, the pull request), in the editor's words, not by a
 * test of the built site: a new page of copy, an overview's guide, a client type's or a state's landmark.
 */
import { describe, expect, it } from 'vitest';
import { endingProblems, pagesKind } from './kind-endings';
import { loadContent, readContentFiles } from './store';

const real = readContentFiles();
const STATEMENT = 'content/pages/accessibility.md';

const failure = (files: Record<string, string>): string => {
  try {
    loadContent(files);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the check accepted it');
};

/** A new page of copy, as a marketer adds one in the editor: the accessibility page's fields. */
const newPage = (source: string) =>
  source
    .replace(/^title: .*$/m, 'title: Working at Cairn Digital')
    .replace(/^motif: .*$/m, 'motif: team')
    .replace(
      /^description: (?:>-\n(?: {2}.*\n)+|.*\n)/m,
      'description: How we hire, where we work and what a first year at Cairn Digital looks like for a developer or a designer.\n',
    );
const NEW = 'content/pages/careers.md';
const withoutClosing = (source: string) => source.replace(/^closing:\n(?: {2}.*\n)+/m, '');

const SERVICES = 'content/pages/services.md';
const UNIONS = 'content/clients/credit-unions.md';
const UTILITIES = 'content/clients/utility-companies.md';
const DRUPAL = 'content/services/drupal-websites.md';
const MARYLAND = 'content/locations/maryland.md';
const OHIO = 'content/locations/ohio.md';
const FLORIDA = 'content/locations/florida.md';
const AUDITS = 'content/solutions/accessibility-audits.md';
const MEMBERS = 'content/clients/membership-organizations.md';

/** The overview of services with the first of its guide's choices only. */
function oneChoice(source: string): string {
  const list = /^ {2}choices:\n((?: {4}.*\n)+)/m.exec(source)!;
  return source.replace(list[1]!, list[1]!.split(/(?=^ {4}- when: )/m)[0]!);
}

/** Every save below at once, loaded once (the check reports every problem of a set). */
const message = failure({
  ...real,
  [NEW]: withoutClosing(newPage(real[STATEMENT]!)).replace(/^motif: .*$/m, "motif: ''"),
  [SERVICES]: oneChoice(real[SERVICES]!),
  [UTILITIES]: real[UTILITIES]!.replace(/^motif: .*$/m, 'motif: bank'),
  [DRUPAL]: real[DRUPAL]!.replace(/^motif: .*$/m, 'motif: care'),
  [OHIO]: real[OHIO]!.replace(/^motif: .*$/m, 'motif: shore'),
  [FLORIDA]: real[FLORIDA]!.replace(/^motif: .*$/m, 'motif: heart'),
  [AUDITS]: real[AUDITS]!.replace(/^motif: .*$/m, 'motif: log-cabin'),
  [MEMBERS]: real[MEMBERS]!.replace(/^motif: .*$/m, 'motif: covered-bridge'),
});

describe('how each kind of page ends', () => {
  it('knows a page of copy as a statement, and the pages the site names by their address', () => {
    expect(pagesKind('careers', {})).toBe('statement');
    expect(pagesKind('support', { plans: [] })).toBe('support');
    expect(pagesKind('clients', {})).toBe('overview');
    expect(pagesKind('why-cairn', {})).toBe('why');
  });

  it('takes a new page of copy with its ending and landmark: no code, as docs/recipes.md says', () => {
    expect(() => loadContent({ ...real, [NEW]: newPage(real[STATEMENT]!) })).not.toThrow();
  });

  it('refuses a new page of copy without How the page ends, naming the field and the ending', () => {
    expect(message).toContain(
      `${NEW}: correct in the editor (Pages):\n  - How the page ends: is empty: this page ends with a plain line on where to write, with the address; write its Heading and Text under "How the page ends"`,
    );
  });

  it('refuses an overview whose guide offers fewer than three choices', () => {
    expect(message).toContain(
      `${SERVICES}: correct in the editor (Pages):\n  - How the page ends, Choices: has 1: an overview ends with a guide to choosing: situations, each beside the page for it; give at least 3 situations, each with the page for it`,
    );
  });

  it('refuses choices on a page whose ending shows none', () => {
    expect(
      endingProblems('privacy-policy', {
        closing: {
          heading: 'Questions?',
          text: 'Write to us.',
          choices: [{ when: 'x', href: '/' }],
        },
      }),
    ).toEqual([
      [
        'closing.choices',
        'this page ends with a plain line on where to write, with the address, which shows no choices (only an overview’s guide does); remove them',
      ],
    ]);
    expect(endingProblems('why-cairn', {})).toEqual([]);
  });

  it('refuses a heading too long for its one line over an ending set as a label', () => {
    const closing = { heading: 'How to choose where to start', text: 'Start here.', choices: [] };
    expect(endingProblems('team', { closing })).toEqual([
      [
        'closing.heading',
        'has 28 characters; it stands over the ending as a small capitalized label, on one line on a phone at up to 24: shorten it',
      ],
    ]);
    // A page of copy sets its heading as a title, where a longer one wraps as a title does.
    expect(
      endingProblems('privacy-policy', {
        closing: { heading: 'Questions about this statement?', text: 'Write to us.' },
      }),
    ).toEqual([]);
  });
});

describe("a page's landmark", () => {
  it('asks a new page of copy for an Illustration: it has no landmark of its own', () => {
    expect(message).toContain(
      `${NEW}: correct in the editor (Pages):\n  - Illustration: is empty: this page has no landmark of its own; choose the one that stands in its landscape`,
    );
  });

  it('refuses two client types with one Illustration, and a service taking a client type’s', () => {
    expect(message).toContain(
      `${UTILITIES}: correct in the editor (Client types):\n  - Illustration: “A rate board (credit unions)” is also the Illustration of ${UNIONS}; each client type has a landmark of its own: choose another`,
    );
    // Which of the two was changed the check cannot know, so each names the other.
    expect(message).toContain(
      `${UNIONS}: correct in the editor (Client types):\n  - Illustration: “A rate board (credit unions)” is also the Illustration of ${UTILITIES}; each client type has a landmark of its own: choose another`,
    );
    expect(message).toContain(
      `${DRUPAL}: correct in the editor (Services and platforms):\n  - Illustration: “A clinic (healthcare)” is the landmark of a client type (content/clients/healthcare-organizations.md); choose one made for this kind of page`,
    );
  });

  it('refuses two states with one Illustration: each location page has a hero of its own', () => {
    expect(message).toContain(
      `${OHIO}: correct in the editor (Locations):\n  - Illustration: “A pier on the bay (a state)” is also the Illustration of ${MARYLAND}; each state has a landmark of its own: choose another`,
    );
  });

  it('refuses a state taking a client type’s landmark, and a client type or another page taking a state’s', () => {
    expect(message).toContain(
      `${FLORIDA}: correct in the editor (Locations):\n  - Illustration: “A food bank (non-profits)” is the landmark of a client type (content/clients/non-profit-organizations.md); choose one made for this kind of page`,
    );
    expect(message).toMatch(
      new RegExp(
        `${AUDITS}: correct in the editor \\(Solutions\\):\\n  - Illustration: “[^”]+\\(a state\\)” is the landmark of a state \\(content/locations/tennessee\\.md\\)`,
      ),
    );
    expect(message).toContain(
      `${MEMBERS}: correct in the editor (Client types):\n  - Illustration: “A covered bridge over a creek (a state)” is the landmark of a state (content/locations/pennsylvania.md); choose one made for this kind of page`,
    );
  });
});

describe("a page's label over its claim", () => {
  it('refuses a Headline under a title too long for one line as its label on a phone', () => {
    const dc = 'content/locations/washington-dc.md';
    const source = real[dc]!;
    expect(source).not.toMatch(/^headline:/m);
    const withHeadline = source.replace(
      /^title: .*$/m,
      (line) => `${line}\nheadline: Two blocks from the agencies your members call`,
    );
    expect(failure({ ...real, [dc]: withHeadline })).toContain(
      `${dc}: correct in the editor (Locations):\n  - Title: has 35 characters; with a Headline it stands over the claim as a small capitalized label, on one line on a phone at up to 32: shorten it, or leave Headline empty so the title is the headline`,
    );
  });
});
