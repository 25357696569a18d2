import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CollectionName, collectionNames, getCollection, ContentError } from './index';
import { parseEntry } from './entry';
import { loadContent, readContentFiles } from './store';

describe('content collections', () => {
  it.each(collectionNames)('%s parses and validates', (name) => {
    expect(getCollection(name).length).toBeGreaterThan(0);
  });

  // Not a pinned count (adding a page is not a failure): every Markdown file of a collection's
  // folder, listed here without the loader, is one entry with that slug, and nothing else is.
  it.each(collectionNames)('%s has one entry per Markdown file in its folder', (name) => {
    const files = fs
      .readdirSync(path.join('content', name))
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -'.md'.length))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(
      getCollection(name)
        .map((e) => e.slug)
        .sort(),
    ).toEqual(files);
  });
});

describe('the order the site lists a collection in', () => {
  it('lists the client types in the order the brief names the audience, every other collection by file name', () => {
    expect(getCollection('clients').map((e) => e.slug)).toEqual([
      'non-profit-organizations',
      'membership-organizations',
      'utility-companies',
      'credit-unions',
      'healthcare-organizations',
    ]);
    const services = getCollection('services').map((e) => e.slug);
    expect(services).toEqual([...services].sort());
  });

  it('lists a state’s sectors in that order too, whatever order its file gives them', () => {
    const order = getCollection('clients').map((e) => e.slug);
    for (const place of getCollection('locations')) {
      const served = place.sectors.map((s) => order.indexOf(s.client));
      expect(served, place.file).toEqual([...served].sort((a, b) => a - b));
    }
  });
});

describe('a bad entry fails with the file and field named', () => {
  // A service as short as the rules allow: three questions, three sections (one of them in a
  // shape of its own), 400 words.
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const faq = (i: number) =>
    `  - question: What does question ${i} ask here?\n    answer: An answer that is long enough to pass the forty character minimum.\n`;
  const valid = `---
title: Example Service
eyebrow: What we do
category: service
description: A description that is long enough to pass the minimum length rule of the schema for sure.
summary: A summary that is long enough to pass the rule.
intro: An introduction that is long enough to pass the minimum length of eighty characters in the schema.
updated: 2026-11-01
faqs:
${faq(1)}${faq(2)}${faq(3)}shapes:
  - section: Second
    shape: columns
---
## First

${words(140)}

## Second

${words(20)}

- ${words(40)}
- ${words(40)}
- ${words(40)}

## Third

${words(140)}
`;

  it('accepts the valid example', () => {
    expect(parseEntry('services', 'content/services/example.md', valid).data.title).toBe(
      'Example Service',
    );
  });

  it('names a missing field', () => {
    const source = valid.replace('title: Example Service\n', '');
    expect(() => parseEntry('services', 'content/services/example.md', source)).toThrow(
      /content\/services\/example\.md: correct in the editor \(Services and platforms\):\n {2}- Title: is missing; fill it in/,
    );
  });

  it('names an over-long meta description', () => {
    const source = valid.replace(/description: .*/, `description: ${'x'.repeat(200)}`);
    expect(() => parseEntry('services', 'content/services/example.md', source)).toThrow(
      /- Search result text: is longer than 170 characters; shorten it/,
    );
  });

  it('rejects an unknown field, a wrong enum value and a bad date', () => {
    const source = valid
      .replace('category: service', 'category: widget')
      .replace('updated: 2026-11-01', 'updated: yesterday\nauthor: someone');
    const error = (() => {
      try {
        parseEntry('services', 'content/services/example.md', source);
      } catch (e) {
        return e as Error;
      }
      throw new Error('expected a failure');
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toMatch(
      /- Kind: must be one of “Service”, “Platform”; choose one in the editor/,
    );
    expect(error.message).toMatch(/- Last changed in substance: must be a date written YYYY-MM-DD/);
    expect(error.message).toMatch(/author/);
  });

  it('rejects a body without sections and a body with an h1', () => {
    expect(() =>
      parseEntry('services', 'content/services/x.md', valid.replace('## First', 'Loose text')),
    ).toThrow(/must start with a "## " section heading/);
    expect(() =>
      parseEntry('services', 'content/services/x.md', valid.replace('## First', '# Title')),
    ).toThrow(/h1/);
  });

  it('rejects broken YAML and a missing frontmatter block', () => {
    expect(() => parseEntry('pages', 'content/pages/x.md', '## Only body')).toThrow(
      /missing YAML frontmatter/,
    );
    expect(() =>
      parseEntry('pages', 'content/pages/x.md', '---\ntitle: [unclosed\n---\n## A'),
    ).toThrow(/not valid YAML/);
  });
});

describe('each kind of page has its own required modules', () => {
  const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
  const without = (source: string, field: string) => {
    // Drops the field's line and its indented items from the frontmatter.
    const pattern = new RegExp(`^${field}:.*\\n(?:[ ]+.*\\n)*`, 'm');
    expect(source).toMatch(pattern);
    return source.replace(pattern, '');
  };
  // The collection, the file, the field and the editor's names for the two.
  const cases: [CollectionName, string, string, string, string][] = [
    ['clients', 'content/clients/credit-unions.md', 'problems', 'Client types', 'Problems'],
    [
      'clients',
      'content/clients/credit-unions.md',
      'rules',
      'Client types',
      'Rules the site must meet',
    ],
    [
      'services',
      'content/services/drupal-websites.md',
      'whenToChoose',
      'Services and platforms',
      'When to choose it',
    ],
    [
      'services',
      'content/services/drupal-websites.md',
      'whenNot',
      'Services and platforms',
      'When not to',
    ],
    ['solutions', 'content/solutions/devops.md', 'steps', 'Solutions', 'Steps'],
    ['solutions', 'content/solutions/devops.md', 'deliverables', 'Solutions', 'Deliverables'],
    ['locations', 'content/locations/ohio.md', 'sectors', 'Locations', 'Sectors served'],
  ];

  it.each(cases)(
    '%s: %s without "%s" fails naming the file and field',
    (c, file, field, place, label) => {
      expect(() => parseEntry(c, file, without(read(file), field))).toThrow(
        new RegExp(
          `${file.replace(/[./]/g, '\\$&')}: correct in the editor \\(${place}\\):\\n(.*\\n)*  - ${label}: `,
        ),
      );
    },
  );

  it('rejects when and when-not lists on a service that is not a platform', () => {
    const source = read('content/services/custom-web-design.md').replace(
      'whenNot: []',
      'whenNot: [one line of twelve, two lines of twelve, three lines of twelve]',
    );
    expect(() => parseEntry('services', 'content/services/custom-web-design.md', source)).toThrow(
      /- When not to: only platforms have it/,
    );
  });

  // The checks across collections run over the whole set of files, as the build loads it.
  const withFile = (file: string, edit: (source: string) => string) => {
    const files = readContentFiles();
    expect(files[file], file).toBeDefined();
    return () => loadContent({ ...files, [file]: edit(files[file]!) });
  };

  it('rejects a sector that is not a client type, naming the file and field', () => {
    const load = withFile('content/locations/ohio.md', (s) =>
      s.replace(/^( {2}- client: )credit-unions$/m, '$1banks'),
    );
    expect(load).toThrow(
      /content\/locations\/ohio\.md: correct in the editor \(Locations\):\n {2}- Sectors served, item \d+, Client type: "banks" is not in Client types \(deleted or renamed\?\); pick an entry of Client types in the editor/,
    );
  });

  it('rejects a way to work whose offer is not a service, a solution or /support', () => {
    expect(() => loadContent(readContentFiles())).not.toThrow();
    const load = withFile('content/pages/services.md', (s) =>
      s.replace('      - /solutions/technical-seo\n', '      - /solutions/astrology\n'),
    );
    expect(load).toThrow(
      /content\/pages\/services\.md: correct in the editor \(Pages\):\n {2}- Ways to work with us, item 2, Services it draws on, Page 2: "\/solutions\/astrology" is not a service, a solution or \/support/,
    );
  });

  it('rejects a service or solution that no way to work draws on, since /services links it from there', () => {
    const load = withFile('content/pages/services.md', (s) =>
      s.replace('      - /solutions/technical-seo\n', ''),
    );
    expect(load).toThrow(
      /content\/pages\/services\.md: correct in the editor \(Pages\):\n {2}- Ways to work with us: "\/solutions\/technical-seo" is in no way's list of pages it draws on: add it to one of the ways, so the page links it/,
    );
  });

  it('rejects a services page with two or four ways to compare', () => {
    const source = read('content/pages/services.md').replace(
      /\n {2}- title: A focused fix[\s\S]*?(?=\n {2}- title: An ongoing)/,
      '',
    );
    expect(() => parseEntry('pages', 'content/pages/services.md', source)).toThrow(
      /- Ways to work with us: /,
    );
  });

  it('rejects a support page with two plans to compare, or plans without their section copy', () => {
    const source = read('content/pages/support.md').replace(
      /\n {2}- title: Standard[\s\S]*?(?=\n {2}- title: Priority)/,
      '',
    );
    expect(() => parseEntry('pages', 'content/pages/support.md', source)).toThrow(
      /- Example support plans: /,
    );
    const noCopy = withFile('content/pages/support.md', (s) =>
      s.replace('  - id: plans\n', '  - id: plan-tiers\n'),
    );
    expect(noCopy).toThrow(
      /content\/pages\/support\.md: correct in the editor \(Pages\):\n {2}- Sections of cards: needs an entry with id "plans"/,
    );
  });

  it('rejects shared words that lose a slot the page fills in, or name an unknown person', () => {
    const lost = withFile('content/copy.yaml', (s) =>
      s.replace('problems: Problems we solve for {sector}', 'problems: Problems we solve'),
    );
    expect(lost).toThrow(
      /content\/copy\.yaml: correct in the editor \(Shared words\):\n {2}- Headings of the page modules, Problems heading: must contain \{sector\} once each/,
    );
    const stranger = withFile('content/copy.yaml', (s) =>
      s.replace('replier: tomas-ibarra', 'replier: nobody-here'),
    );
    expect(stranger).toThrow(
      /content\/copy\.yaml.*\n.*- What happens next, Who replies: "nobody-here" is not in Team/,
    );
  });
});

describe('a team member’s place', () => {
  const member = fs.readFileSync(path.join('content', 'team', 'hana-sato.md'), 'utf8');
  const withPlace = (place: string) => member.replace(/^location: .*$/m, `location: ${place}`);

  it('takes a city or Remote with the state’s two letters, and Washington, D.C.', () => {
    const shown = {
      'Remote, OH': 'Remote, OH',
      'Baltimore, MD': 'Baltimore, MD',
      'Washington, D.C.': 'Washington, D.C.',
      // Typed with the keyboard's apostrophe, shown with the typographer's.
      "Coeur d'Alene, ID": 'Coeur d’Alene, ID',
    };
    for (const [place, shows] of Object.entries(shown)) {
      expect(parseEntry('team', 'content/team/hana-sato.md', withPlace(place)).data.location).toBe(
        shows,
      );
    }
  });

  it('refuses a state spelled out, in words that say the format', () => {
    expect(() =>
      parseEntry('team', 'content/team/hana-sato.md', withPlace('Remote, Ohio')),
    ).toThrow(/Where they work: .*“Baltimore, MD” or “Remote, OH”/);
  });
});
