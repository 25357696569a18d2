/**
 * The pull request's checks on the built site say what is wrong in the words of the person who
 * saved (which page, what to do), and sweep the pages the change touches: the sentences below are
 * what the job summary shows for the failures the link checker, the route sweep and a page rule
 * report.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE, changedPages } from './changed-pages';
import {
  pagesFilter,
  plainWords,
  playwrightFailures,
  summarySection,
  vitestFailures,
} from './page-checks';

const routes = ['/', '/news', '/news/a-story', '/work', '/work/a-study', '/about', '/team'];

describe('the pages a change touches', () => {
  it('an entry: its page, the overview that lists it, and the home page', () => {
    expect(changedPages(['content/news/a-story.md'], routes)).toEqual([
      '/',
      '/news',
      '/news/a-story',
    ]);
    expect(changedPages(['content/pages/about.md', 'content/work/a-study.md'], routes)).toEqual([
      '/',
      '/about',
      '/work',
      '/work/a-study',
    ]);
  });

  it('a deleted or unpublished entry: the pages that listed it', () => {
    expect(changedPages(['content/news/gone.md'], routes)).toEqual(['/', '/news']);
  });

  it('anything that shows on many pages: every page', () => {
    for (const file of ['content/copy.yaml', 'content/team/ana.md', 'public/x.png', 'lib/env.ts']) {
      expect(changedPages([file], routes), file).toEqual([EVERY_PAGE]);
    }
  });

  it('the sweep runs for those pages only, the page rules always', () => {
    const filter = new RegExp(pagesFilter(['/', '/news/a-story']));
    const title = (route: string) =>
      `routes.spec.ts every route ${route}: 200, one h1, its own title and description`;
    expect(filter.test(title('/news/a-story'))).toBe(true);
    expect(filter.test(title('/'))).toBe(true);
    expect(filter.test(title('/news'))).toBe(false);
    expect(filter.test('home-shape.spec.ts home at 1440 px has no two same grids in a row')).toBe(
      true,
    );
    expect(new RegExp(pagesFilter([EVERY_PAGE])).test(title('/news'))).toBe(true);
  });
});

describe('the job summary in plain words', () => {
  it('a broken internal link names the page, the link and what to do', () => {
    const [failure] = vitestFailures({
      testResults: [
        {
          assertionResults: [
            { title: '/news (linked from /)', status: 'passed' },
            {
              title: '/pricing-plans (linked from /news/a-story)',
              status: 'failed',
              failureMessages: [
                "AssertionError: /pricing-plans, linked from /news/a-story: expected 'broken (404)' to be 'ok'",
              ],
            },
          ],
        },
      ],
    });
    expect(plainWords(failure!)).toBe(
      "**/news/a-story** links to **/pricing-plans**, but there is no such page. Correct the link (or remove it) in that page's entry, then save again.",
    );
  });

  it('an accessibility problem, a sideways scroll, a page rule', () => {
    const report = {
      suites: [
        {
          specs: [
            {
              title: '/news/a-story: 200, one h1, its own title and description, landmarks',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message:
                          'Error: axe violations\n\n+ Array [\n+   "375px light: image-alt (critical) Images must have alternative text → img",\n+   "1280px light: image-alt (critical) Images must have alternative text → img",\n+ ]',
                      },
                    },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              specs: [
                {
                  title: '/about: 200, one h1, its own title and description, landmarks',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [
                        {
                          error: { message: 'Error: /about scrolls sideways at 320 px\n\nexpect' },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'home at 1440 px has no two same grids in a row',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'Error: sections in order: a, a' } }],
                    },
                  ],
                },
                { title: 'passes', tests: [{ status: 'expected' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report).map(plainWords)).toEqual([
      "**/news/a-story** has accessibility problems: Images must have alternative text. Check the images' descriptions, the links' words and the headings of that page's entry.",
      '**/about** scrolls sideways on a small phone (320 px wide): a very long word or address in its copy is the usual cause. Break it or shorten it.',
      '**home at 1440 px has no two same grids in a row**: sections in order: a, a',
    ]);
  });

  it('a section per check: passed, its problems once each, or that it did not run', () => {
    expect(summarySection('Links and images', [], true)).toBe('## Links and images: passed\n');
    expect(summarySection('Links and images', [], false)).toContain('did not run');
    const failure = { title: 'image /a.png is served', message: '404' };
    const section = summarySection('Links and images', [failure, failure], true);
    expect(section).toContain('## Links and images: 2 problems');
    expect(section.match(/does not load/g)).toHaveLength(1);
  });
});
