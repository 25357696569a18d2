import { draftMode } from 'next/headers';
import { requestContent } from '@/server/preview/render';

/**
 * While an editor previews a branch (Next.js draft mode, /api/preview), every page opens with
 * this bar: which branch it shows, that it is not published, what the checks refused, and the
 * way out. Off draft mode it renders nothing, so prerendered pages are unchanged. Its classes are
 * ones the site already uses, so the site's stylesheet does not change either; it is fixed at the
 * top right, over the page, since it comes last in the document.
 */
export async function PreviewBar() {
  if (!(await draftMode()).isEnabled) return null;
  const { preview } = await requestContent();
  const branch = preview?.branch ?? 'a branch';
  return (
    <section
      aria-label="Preview"
      data-preview-bar=""
      className="fixed top-0 right-0 z-40 max-w-xs rounded-md border border-border bg-surface px-4 py-3 text-sm text-surface-foreground shadow-lg"
    >
      <div>
        <p className="font-semibold">
          Preview of {branch}: not published
          {preview?.sha ? (
            <span className="text-muted-foreground"> (commit {preview.sha.slice(0, 7)})</span>
          ) : null}
        </p>
        {preview?.failure ? <p className="mt-3">{preview.failure}</p> : null}
        {preview && preview.problems.length > 0 ? (
          <div data-preview-problems="" className="mt-3">
            <p>
              This branch cannot be published yet: the build refuses{' '}
              {preview.problems.length === 1 ? 'this file' : 'these files'}. Open each one in the
              editor, correct the field named, and save; then reload this page. Until then the page
              below shows the published site.
            </p>
            <ul className="mt-4 flex flex-col gap-1">
              {preview.problems.map((problem) => (
                <li key={problem}>
                  {problem.split('\n').map((line, i) => (
                    <span key={i}>
                      {i > 0 ? <br /> : null}
                      {line.trim()}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* A link: leaving a preview changes nothing anyone else sees (a GET is safe). */}
        <p className="mt-3">
          {/* A route handler, not a page: a full navigation, never a client-side one. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/api/preview/exit" className="inline-flex min-h-6 underline underline-offset-4">
            Leave preview
          </a>
        </p>
      </div>
    </section>
  );
}
