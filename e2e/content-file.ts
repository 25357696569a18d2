import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * The frontmatter of a content file (`file` under content/), read with a YAML parser of its own,
 * not the site's loader: what a test holds the page to comes from the file the editor saves.
 */
export const frontmatter = <T = Record<string, unknown>>(file: string): T =>
  parse(fs.readFileSync(path.join('content', file), 'utf8').split(/^---$/m)[1]!) as T;
