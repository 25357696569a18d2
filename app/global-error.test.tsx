import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender } from 'react-dom/static';

/** The page as the browser would end up drawing it, once every lazy part has settled. */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const error = Object.assign(new Error('The layout failed'), { digest: '4242' });

describe('the root error page (the root layout itself failed)', () => {
  afterEach(() => {
    vi.doUnmock('@/components/layout/error-view');
    vi.resetModules();
  });

  it('shows the full error view: title, message, digest, Try again and the way home', async () => {
    const { default: GlobalError } = await import('./global-error');
    const page = await html(<GlobalError error={error} reset={() => {}} />);
    expect(page).toContain('<h1');
    expect(page).toContain('Unexpected Error');
    expect(page).toContain('The layout failed');
    expect(page).toContain('4242');
    expect(page).toContain('Try again');
    expect(page).toContain('href="/"');
  });

  it('when its view cannot be fetched, keeps the title, the message and the way home', async () => {
    vi.doMock('@/components/layout/error-view', () => {
      throw new Error('chunk failed to load');
    });
    const { default: GlobalError } = await import('./global-error');
    const page = await html(<GlobalError error={error} reset={() => {}} />);
    expect(page).toContain('Unexpected Error');
    expect(page).toContain('Something went wrong...');
    expect(page).toContain('href="/"');
    expect(page).not.toContain('Try again');
  });
});
