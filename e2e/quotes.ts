/**
 * Words as a content file types them (the keyboard's ' and "), as the page sets them: the site
 * sets typographer's quotes, so each straight quote here matches either form. Whole text by
 * default, for toHaveText; `{ part: true }` for toContainText.
 */
export function typed(text: string, { part = false } = {}): RegExp {
  const pattern = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/'/g, "['‘’]")
    .replace(/"/g, '["“”]');
  return new RegExp(part ? pattern : `^\\s*${pattern}\\s*$`);
}

/** A page's text with its typographer's quotes made straight, to compare with a content file's. */
export const straight = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
