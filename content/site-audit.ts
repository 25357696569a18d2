/**
 * The accessibility audit of this site: what was found on it and fixed, each finding with the
 * commit that fixed it and the test that now fails if it comes back (both in this repository, so
 * a reader with the code can check each line). Its figures of the automated sweep come from the
 * measured record (content/site-evidence.json), not from here.
 */
/** Where the audit of this site is published: a page of the site, in its sitemap. */
export const AUDIT_REPORT_PATH = '/why-cairn/accessibility-audit';

/**
 * The same audit as a plain file to download (app/(site)/why-cairn/accessibility-audit.html), so
 * content may link to it as to a page.
 */
export const AUDIT_FILE_PATH = '/why-cairn/accessibility-audit.html';

/** The parts of the report /why-cairn's figures link to. */
export type AuditPart = 'sweep' | 'findings' | 'performance' | 'bytes' | 'headers' | 'tests';
export const auditAnchor = (part: AuditPart) => `${AUDIT_REPORT_PATH}#${part}`;

export interface AuditFinding {
  /** The WCAG 2.2 success criterion, or what it is when beyond WCAG. */
  criterion: string;
  where: string;
  /** What a visitor met, in a sentence for a reader who is not a developer (where it is quoted). */
  plain?: string;
  found: string;
  fixed: string;
  /** The commit that fixed it (short hash) and its date. */
  commit: string;
  date: string;
  /** The test that holds the fix. */
  test: string;
}

export const AUDIT_FINDINGS: AuditFinding[] = [
  {
    criterion: '1.4.10 Reflow (AA)',
    where: 'An article, and the top bar on every page, at 320 px',
    plain:
      'On the smallest phones one of our articles slid sideways as you read it, and the buttons at the top of every page did not fit.',
    found:
      'The GA4 consent article was 322 px wide at 320 px: a long code name widened its column, so the page scrolled sideways. On phones without Arial the top bar’s “Let’s Chat” broke onto two lines, and at 320 px its four controls did not fit.',
    fixed:
      'Single-column grids may shrink below their content, prose wraps long words and code breaks anywhere; the bar’s gaps tighten below 640 px and its buttons never wrap.',
    commit: '9e4aef2',
    date: '2026-11-24',
    test: 'e2e/reflow.spec.ts: every page at 320 px without sideways scrolling',
  },
  {
    criterion: '2.5.8 Target Size (AA)',
    where: 'The top bar at 360 px, the most common Android width',
    plain:
      'On a common Android phone, before our fonts arrived, the buttons at the top of every page did not fit, and the theme switch was squeezed too small to tap easily.',
    found:
      'On a first visit (fallback fonts) the bar’s controls were 8 px too wide together, and the theme switch was squeezed to 36 px wide, below its 44 px target.',
    fixed:
      'The controls no longer shrink; below 400 px the Menu button shows its icon and keeps its name for screen readers, which also leaves room for 1.4.12 text spacing at 320 px.',
    commit: 'ff0283e',
    date: '2026-11-24',
    test: 'e2e/reflow.spec.ts: no control under 44 px wide at 320, 360, 375 and 390 px',
  },
  {
    criterion: '4.1.2 Name, Role, Value (A)',
    where: 'The content editor: 33 remove buttons on ten screens',
    found:
      'Each item’s remove button in a list field was a trash icon with no name: a screen reader announced “button”.',
    fixed: 'Each gets the name “Remove” and the item’s own name.',
    commit: 'a0f0fe4',
    date: '2026-12-02',
    test: 'e2e/editor/accessibility.spec.ts: axe over the editor’s screens',
  },
  {
    criterion: '4.1.2 Name, Role, Value (A)',
    where: 'The content editor: 7 required marks',
    found:
      'A required list field’s mark named a plain span with aria-label, which ARIA prohibits: browsers may drop the word “required”.',
    fixed: 'The mark is given role="img", so “(required)” is its name.',
    commit: 'a0f0fe4',
    date: '2026-12-02',
    test: 'e2e/editor/accessibility.spec.ts: axe over the editor’s screens',
  },
  {
    criterion: '1.4.3 Contrast (Minimum) (AA)',
    where: 'The content editor: 3 text elements',
    found:
      'The side bar’s “Collections” and “Singletons” and the body’s placeholder were grey #8e8e8e on #fafafa, 3.1–3.3:1 against the 4.5:1 required.',
    fixed:
      'The editor’s tertiary text color is set to its secondary one: about 4.8:1 in the light scheme, 5.6:1 in the dark.',
    commit: 'a0f0fe4',
    date: '2026-12-02',
    test: 'e2e/editor/accessibility.spec.ts: contrast in both schemes',
  },
  {
    criterion: 'Beyond WCAG: works before and without scripts',
    where: 'The menu and the contact form on every page',
    found:
      'A tap on Menu while the page’s scripts were still loading was lost in 6 of 10 tries: nothing opened, and nothing said why.',
    fixed:
      'The menu and the contact form are native dialogs in the page, opened without a script: 0 of 50 taps lost, and both work with scripts off.',
    commit: 'bd024b3',
    date: '2026-11-25',
    test: 'e2e/html-first.spec.ts: every control with scripts off',
  },
];

/** What the audit checks besides the automated sweep, each with the test that runs it. */
export const AUDIT_CHECKS: { check: string; test: string }[] = [
  {
    check: 'Keyboard focus never hidden under the sticky top bar (2.4.11 Focus Not Obscured)',
    test: 'e2e/a11y.spec.ts',
  },
  {
    check: 'Every page at 320 px without sideways scrolling (1.4.10 Reflow)',
    test: 'e2e/reflow.spec.ts',
  },
  {
    check: 'The menu, the contact form and the theme with scripts off',
    test: 'e2e/html-first.spec.ts',
  },
  {
    check:
      'The contact form by keyboard alone; an empty send shows its errors inline and focuses the first',
    test: 'e2e/contact-form.spec.ts',
  },
  {
    check: 'The content editor’s screens, axe in both color schemes',
    test: 'e2e/editor/accessibility.spec.ts',
  },
];
