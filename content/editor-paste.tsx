'use client';
/**
 * A table pasted into a body (from a spreadsheet, a document, a web page): the body has no table
 * (content/definitions.ts `BODY_RULES`), and Keystatic's editor would run its cells together in
 * one paragraph ("PlanHoursCare10"). The paste is given to the editor with each table as a list
 * instead, one row a line, its cells separated by commas, and a note under the field says so.
 */
import { useState, type ClipboardEvent, type ComponentType, type ReactElement } from 'react';
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';

/** `html` with each table a bulleted list of its rows; undefined when it has no table. */
export function tablesAsLists(html: string): string | undefined {
  if (!/<table[\s>]/i.test(html)) return undefined;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const tables = [...doc.querySelectorAll('table')];
  if (!tables.length) return undefined;
  // Innermost first: a table inside a cell becomes words of that cell's row.
  for (const table of tables.reverse()) {
    const list = doc.createElement('ul');
    for (const row of table.querySelectorAll(':scope > tr, :scope > * > tr')) {
      const cells = [...row.children]
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      if (!cells.length) continue;
      const item = doc.createElement('li');
      item.textContent = cells.join(', ');
      list.append(item);
    }
    table.replaceWith(list);
  }
  return doc.body.innerHTML;
}

/** The note under a body once a table was pasted into it, in the editor's words. */
export const pastedTableNote = (label: string) =>
  `${label}: the pasted table is kept as a list, one row a line, as the site shows no tables. Check that each line reads well, or write it as sentences.`;

interface BodyInputProps {
  Inner: ComponentType<Record<string, unknown>>;
  label: string;
}

/**
 * Keystatic's body input, a paste with a table given to it as a list. The paste is caught before
 * the editor sees it (React's capture phase runs at the page's root) and sent again, rewritten.
 */
export function PastedTablesInput(props: BodyInputProps & Record<string, unknown>): ReactElement {
  const { Inner, label, ...input } = props;
  const [pasted, setPasted] = useState(false);
  const onPasteCapture = (event: ClipboardEvent<HTMLDivElement>) => {
    const html = event.clipboardData.getData('text/html');
    const rewritten = tablesAsLists(html);
    if (rewritten === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const data = new DataTransfer();
    data.setData('text/html', rewritten);
    data.setData('text/plain', event.clipboardData.getData('text/plain'));
    const target = event.target;
    queueMicrotask(() =>
      target.dispatchEvent(
        new window.ClipboardEvent('paste', {
          clipboardData: data,
          bubbles: true,
          cancelable: true,
        }),
      ),
    );
    setPasted(true);
  };
  return (
    <Flex direction="column" gap="regular">
      <div onPasteCapture={onPasteCapture}>
        <Inner {...input} />
      </div>
      {/* Always there, so a screen reader hears the note when it appears. */}
      <div role="status">{pasted ? <Text>{pastedTableNote(label)}</Text> : null}</div>
    </Flex>
  );
}
