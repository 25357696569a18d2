import type { Token, Tokens } from 'marked';
import { smartypantsu } from 'smartypants';

/**
 * Typographer's quotes: authors and the editor type the keyboard's straight ' and ", and the
 * site sets ’ ‘ “ ” (SmartyPants' rules: an apostrophe in a word or after a letter closes, one
 * before a word opens). The files keep what was typed, so an edit never has to know the
 * difference; only what a visitor reads changes.
 */
export function typeset(text: string, before = ''): string {
  if (!/['"]/.test(text)) return text;
  // The character before gives the quote at a text's start its side (`**Cairn**'s`).
  return smartypantsu(before + text, 'q').slice(before.length);
}

/** Values that are addresses, not words: left exactly as written. */
const ADDRESS = /^(?:\/|#|https?:|mailto:|tel:)/;

/** Every string of a validated entry's fields set in typographer's quotes, addresses aside. */
export function typesetData<T>(value: T): T {
  if (typeof value === 'string') return (ADDRESS.test(value) ? value : typeset(value)) as T;
  if (Array.isArray(value)) return value.map(typesetData) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, typesetData(field)]),
    ) as T;
  }
  return value;
}

/**
 * A Markdown body's text set in typographer's quotes before it is rendered (and escaped): the
 * words of its text runs and headings, in reading order, never code.
 */
export function typesetTokens(tokens: Token[]): void {
  let before = '';
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token.type === 'code' || token.type === 'codespan') {
        before = 'x';
        continue;
      }
      const children = (token as { tokens?: Token[] }).tokens;
      if (token.type === 'heading') (token as Tokens.Heading).text = typeset(token.text);
      if (children) walk(children);
      else if (token.type === 'text') {
        const text = token as Tokens.Text;
        text.text = typeset(text.text, before);
        before = text.text.slice(-1);
      }
      if (token.type === 'list') walk((token as Tokens.List).items);
      if (token.type === 'paragraph' || token.type === 'heading' || token.type === 'list_item')
        before = '';
    }
  };
  walk(tokens);
}
