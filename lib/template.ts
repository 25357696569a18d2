/**
 * Fills `{slot}`s in a line of copy (content/snippets.ts). `fill` gives a string; `fillNodes`
 * gives parts, so a slot can hold an element (a link inside a sentence).
 */
const SLOT = /\{(\w+)\}/g;

export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(SLOT, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function fillNodes<T>(
  template: string,
  values: Readonly<Record<string, T>>,
): (string | T)[] {
  return template
    .split(SLOT)
    .map((part, i) => (i % 2 === 0 ? part : part in values ? values[part]! : `{${part}}`))
    .filter((part) => part !== '');
}
