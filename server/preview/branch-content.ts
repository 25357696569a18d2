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
 * The render reads it for its own request (server/preview/render.ts `requestContent`). Nothing is
 * kept by branch name: a request gets a commit's content only after reading where the branch is
 * with that request's own token.
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

const KEEP_COMMITS = 20;
/** Checked content by commit SHA: a commit never changes. */
const byCommit = new Map<string, Pick<BranchPreview, 'content' | 'problems'>>();

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
  return result;
}
