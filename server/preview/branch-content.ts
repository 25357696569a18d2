import { imageSize } from 'image-size';
import { ContentError } from '@/content/markdown';
import type { Content, ImageReader } from '@/content/entry';
import { loadContent } from '@/content/store';
import { branchHead, commitFiles, type BranchFiles } from './github';

/**
 * A branch's content for a preview: its files at the branch's newest commit, read from GitHub,
 * then loaded by the same loader and checks as the build (content/store.ts `loadContent`), drafts
 * included. Commits are cached in memory by SHA (a commit never changes), so a reload costs one
 * API call (where the branch is now) unless the editor has saved since.
 *
 * The cache lives on `globalThis`: the proxy (a bundle of its own) fills it before a preview is
 * rendered, and the page's render reads it synchronously (server/preview/render.ts).
 */

export interface BranchPreview {
  branch: string;
  sha?: string;
  /** The branch's content, when every check passes. */
  content?: Content;
  /** What the checks refused, one entry per problem (`<file>: …` with the field and its rule). */
  problems: string[];
  /** Why the branch could not be read at all, in plain words. */
  failure?: string;
}

interface Cache {
  byBranch: Map<string, BranchPreview>;
  byCommit: Map<string, Pick<BranchPreview, 'content' | 'problems'>>;
}

const KEY = Symbol.for('cairn.preview.branches');
const KEEP_COMMITS = 20;

function cache(): Cache {
  const holder = globalThis as typeof globalThis & { [KEY]?: Cache };
  holder[KEY] ??= { byBranch: new Map(), byCommit: new Map() };
  return holder[KEY];
}

/** The sizes of a commit's images, by site path, as the build reads them from public/. */
export function imagesOf(images: BranchFiles['images']): ImageReader {
  return (src) => {
    const bytes = images.get(src);
    if (!bytes) return undefined;
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  };
}

/** A loader's refusal as one entry per problem (each starts at a line naming its file). */
export function problemsOf(error: ContentError): string[] {
  const lines = error.message.split('\n');
  const body = /^\d+ content problems?:$/.test(lines[0] ?? '') ? lines.slice(1) : lines;
  const problems: string[] = [];
  for (const line of body) {
    if (/^\s/.test(line) && problems.length > 0) problems[problems.length - 1] += `\n${line}`;
    else problems.push(line);
  }
  return problems;
}

/** Checks a set of files as the build does: the content, or what is wrong with it. */
export function checkFiles(files: BranchFiles): Pick<BranchPreview, 'content' | 'problems'> {
  try {
    return { content: loadContent(files.files, imagesOf(files.images)), problems: [] };
  } catch (error) {
    if (error instanceof ContentError) return { problems: problemsOf(error) };
    throw error;
  }
}

/** Reads a branch at its newest commit (from the cache when that commit was read before). */
export async function loadBranch(
  token: string,
  repo: string,
  branch: string,
): Promise<BranchPreview> {
  const { byBranch, byCommit } = cache();
  let result: BranchPreview;
  try {
    const sha = await branchHead(token, repo, branch);
    if (!sha) {
      result = { branch, problems: [], failure: `${repo} has no branch "${branch}".` };
    } else {
      let checked = byCommit.get(sha);
      if (!checked) {
        checked = checkFiles(await commitFiles(token, repo, sha));
        byCommit.set(sha, checked);
        for (const old of byCommit.keys()) {
          if (byCommit.size <= KEEP_COMMITS) break;
          byCommit.delete(old);
        }
      }
      result = { branch, sha, ...checked };
    }
  } catch (error) {
    console.warn(
      JSON.stringify({ level: 'warn', msg: 'preview: branch not read', detail: String(error) }),
    );
    result = {
      branch,
      problems: [],
      failure: 'GitHub did not give this branch’s files. Reload in a minute, or sign in again.',
    };
  }
  byBranch.set(branch, result);
  return result;
}

/** The branch as the proxy last read it for this request (undefined when it has not). */
export function loadedBranch(branch: string): BranchPreview | undefined {
  return cache().byBranch.get(branch);
}
