import { describe, expect, it, vi } from 'vitest';
import { content, loadContent, readContentFiles, setRenderContent } from './store';
import { getTeam } from './team';
import { snippets } from './snippets';

/**
 * The content a server render reads (content/store.ts), under a stand-in for what React documents
 * of a server render: inside one, `cache()` returns the same value for the whole request and
 * `cacheSignal()` is a signal; outside, `cache()` remembers nothing and `cacheSignal()` is null.
 * A render reads the source it chose (an editor's branch) through every accessor, cannot read
 * before it has chosen, and the next request starts unchosen.
 */
const react = vi.hoisted(() => ({ request: null as Map<unknown, unknown> | null }));

vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  cache:
    <T>(make: () => T) =>
    (): T => {
      const request = react.request;
      if (!request) return make();
      if (!request.has(make)) request.set(make, make());
      return request.get(make) as T;
    },
  cacheSignal: () => (react.request ? new AbortController().signal : null),
}));

/** Runs `read` as one request's render would. */
function inRender<T>(read: () => T): T {
  react.request = new Map();
  try {
    return read();
  } finally {
    react.request = null;
  }
}

/** A branch that gives the first team member a new role and changes a shared word. */
function branchContent() {
  const files = readContentFiles();
  const person = getTeam()[0]!;
  files[person.file] = files[person.file]!.replace(/^role: .*$/m, 'role: Head of Previews');
  files['content/copy.yaml'] = files['content/copy.yaml']!.replace(
    /^faqHeading: .*$/m,
    'faqHeading: Questions from the branch',
  );
  return loadContent(files);
}

describe('the content a render reads', { timeout: 30_000 }, () => {
  it('outside a render: the published content', () => {
    expect(content().entries.team.length).toBeGreaterThan(0);
    expect(getTeam()[0]!.role).not.toBe('Head of Previews');
  });

  it('in a render that has not chosen its source: refused, naming what to await', () => {
    inRender(() => {
      expect(() => content()).toThrow(/requestContent\(\)/);
      expect(() => getTeam()).toThrow(/before its source was chosen/);
      expect(() => snippets.faqHeading).toThrow(/before its source was chosen/);
    });
  });

  it('a render that chose a branch reads it everywhere; the published views stay as they were', () => {
    const branch = branchContent();
    const published = getTeam();
    inRender(() => {
      setRenderContent(branch);
      expect(content()).toBe(branch);
      expect(getTeam()[0]!.role).toBe('Head of Previews');
      expect(snippets.faqHeading).toBe('Questions from the branch');
    });
    expect(getTeam()).toBe(published);
    expect(getTeam()[0]!.role).not.toBe('Head of Previews');
    expect(snippets.faqHeading).not.toBe('Questions from the branch');
  });

  it('the next request starts unchosen, and a render that chose the published set reads it', () => {
    const branch = branchContent();
    inRender(() => setRenderContent(branch));
    inRender(() => {
      expect(() => getTeam()).toThrow(/before its source was chosen/);
      setRenderContent(undefined);
      expect(getTeam()[0]!.role).not.toBe('Head of Previews');
    });
  });
});
