/** smartypants ships no types: the one function content/typeset.ts uses. */
declare module 'smartypants' {
  /** `attr` 'q': quotes and apostrophes only; returns Unicode characters, not entities. */
  export function smartypantsu(text: string, attr?: string): string;
}
