import type { FieldChange } from './entry';

/**
 * The history page's HTML: plain markup and a form per version, no script (it works as soon as it
 * arrives, and the editor's policy allows inline styles only). Every value is escaped.
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
:root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif;--ink:#1f2328;--muted:#4b5563;--line:#d0d7de;--bg:#fff;--accent:#1d4ed8;--note:#eef6ff;--warn:#fff4e5}
@media (prefers-color-scheme:dark){:root{--ink:#e6edf3;--muted:#b1bac4;--line:#3d444d;--bg:#0d1117;--accent:#7cb4ff;--note:#0f2a47;--warn:#3a2a10}}
body{margin:0;background:var(--bg);color:var(--ink)}
header,main{max-width:52rem;margin:0 auto;padding:1rem 1.5rem}
header{border-bottom:1px solid var(--line)}
a{color:var(--accent)}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.05rem;margin:0 0 .25rem}
.meta,.who{color:var(--muted)}
.notice{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;background:var(--note)}
.notice.problem{background:var(--warn)}
ol{list-style:none;padding:0}
li.version{border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:0 0 1rem}
ul.changes{margin:.25rem 0 .5rem;padding-left:1.25rem}
del,ins{text-decoration:none}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid var(--accent);background:var(--accent);color:var(--bg);cursor:pointer;min-height:44px}
button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`;

export function htmlPage(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Content editor</title><style>${STYLE}</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
}

/** A short page: a heading, what happened and what to do, and the way back. */
export function messagePage(status: number, title: string, text: string, back: string): Response {
  return htmlPage(
    status,
    title,
    `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">${back.includes('/history') ? 'Open the history again' : 'Open the editor'}</a></p></main>`,
  );
}

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** A commit's date as a person reads it, in the agency's time zone (New York). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${when.format(date)} (New York)`;
}

export interface VersionView {
  sha: string;
  author: string;
  date: string;
  /** What this save changed from the one before it; undefined when that one is not listed. */
  changes: FieldChange[] | undefined;
  created: boolean;
  deleted: boolean;
  /** The entry's file is this version now. */
  current: boolean;
}

function changeList(version: VersionView): string {
  if (version.created) return '<p>Created the entry.</p>';
  if (version.deleted) return '<p>Deleted the entry.</p>';
  if (!version.changes)
    return '<p class="meta">What it changed is in older history, not listed here.</p>';
  if (version.changes.length === 0)
    return '<p>Changed nothing the editor shows (the file’s form only).</p>';
  const items = version.changes.map((change) =>
    change.from !== undefined
      ? `<li>${escapeHtml(change.label)}: <del>“${escapeHtml(change.from)}”</del> → <ins>“${escapeHtml(change.to ?? '')}”</ins></li>`
      : `<li>${escapeHtml(change.label)}</li>`,
  );
  return `<p>Changed:</p><ul class="changes">${items.join('')}</ul>`;
}

export interface HistoryView {
  title: string;
  collectionLabel: string;
  file: string;
  branch?: string;
  editorHref: string;
  /** The form's address (this page's). */
  action: string;
  /** The file's identity now, sent back with a restore so a change since is noticed. */
  currentId: string;
  versions: VersionView[];
  /** Local mode: the fields changed on this machine since the last commit. */
  uncommitted?: FieldChange[];
  notice?: { text: string; problem?: boolean };
}

export function historyBody(view: HistoryView): string {
  const where = view.branch
    ? `on the branch <strong>${escapeHtml(view.branch)}</strong>`
    : 'in this working copy';
  const notice = view.notice
    ? `<p class="notice${view.notice.problem ? ' problem' : ''}" role="status">${escapeHtml(view.notice.text)}</p>`
    : '';
  const uncommitted = view.uncommitted
    ? `<section class="notice" aria-labelledby="unsaved"><h2 id="unsaved">Saved on this machine, not committed yet</h2>${view.uncommitted.length ? `<ul class="changes">${view.uncommitted.map((c) => `<li>${escapeHtml(c.label)}</li>`).join('')}</ul>` : ''}<p>Restoring a version below replaces these changes.</p></section>`
    : '';
  const items = view.versions.map((version, index) => {
    const action = version.current
      ? '<p><strong>This is the entry now.</strong></p>'
      : version.deleted
        ? ''
        : `<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="version" value="${version.sha}"><input type="hidden" name="current" value="${view.currentId}"><button type="submit">Restore this version</button></form>`;
    return `<li class="version"><article aria-labelledby="v${index}"><h2 id="v${index}"><time datetime="${escapeHtml(version.date)}">${escapeHtml(formatDate(version.date))}</time></h2><p class="who">Saved by ${escapeHtml(version.author)} · <code>${version.sha.slice(0, 7)}</code></p>${changeList(version)}${action}</article></li>`;
  });
  const list = items.length
    ? `<ol aria-label="Saved versions, newest first">${items.join('')}</ol>`
    : '<p>No saved versions yet: the history starts with the first commit of this entry.</p>';
  return `<header><a href="${escapeHtml(view.editorHref)}">Back to the entry</a></header><main><h1>History of “${escapeHtml(view.title)}”</h1><p class="meta">${escapeHtml(view.collectionLabel)} · <code>${escapeHtml(view.file)}</code> · ${where}</p>${notice}<p>Every save is kept. Restoring a version saves it again as the newest one: nothing is lost, and the version it replaces stays in this list.</p>${uncommitted}${list}</main>`;
}
