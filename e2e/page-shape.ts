import type { Page } from '@playwright/test';

/**
 * The page's sections in order, each as its heading and whether it is set as "heading left, prose
 * right": its words in a right-hand column beside an empty left one (the heading, and perhaps an
 * introduction, at the top of the left column, then nothing) for more than 60 % of its height
 * (the gaps between a grid's cards leave up to about half of it).
 * Read from where things stand on the page, so a section counts as it looks, whatever component
 * draws it; a drawing, a figure or a table in the left column counts as filling it.
 */
export const sectionShapes = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const heads = [...main.querySelectorAll('h2')].filter(visible);
    return heads.map((h2) => {
      const section = h2.closest('section') ?? h2.parentElement!;
      // The heading's words, not its box: a grid cell stretches to its row's height.
      const words = document.createRange();
      words.selectNodeContents(h2);
      const head = words.getBoundingClientRect();
      const width = section.getBoundingClientRect().right - head.left;
      const split = head.left + 0.3 * width;
      // What stands in the section: every element with words of its own, and every drawing,
      // picture and control.
      const things = [...section.querySelectorAll('*')]
        .filter(
          (el) =>
            el.matches('img, svg, figure, button, input, select, textarea') ||
            [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''),
        )
        .filter((el) => visible(el) && !el.contains(h2) && !h2.contains(el))
        .map((el) => el.getBoundingClientRect());
      const below = things.filter((box) => box.bottom > head.bottom + 4);
      if (below.length === 0) return { heading: h2.textContent!.trim(), beside: false };
      const end = Math.max(...below.map((box) => box.bottom));
      const right = below.some((box) => box.left >= split);
      // The left column's filled stretches below the heading, merged.
      const spans = below
        .filter((box) => box.left < split && box.right > head.left)
        .map((box) => [Math.max(box.top, head.bottom), box.bottom] as const)
        .sort((a, b) => a[0] - b[0]);
      let filled = 0;
      let reach = head.bottom;
      for (const [top, bottom] of spans) {
        if (bottom <= reach) continue;
        filled += bottom - Math.max(top, reach);
        reach = bottom;
      }
      const empty = 1 - filled / Math.max(1, end - head.bottom);
      return { heading: h2.textContent!.trim(), beside: right && empty > 0.6 };
    });
  });

/** The longest run of "heading left, prose right" sections one after another, by heading. */
export function longestSideRun(shapes: { heading: string; beside: boolean }[]) {
  let run: string[] = [];
  let longest: string[] = [];
  for (const { heading, beside } of shapes) {
    run = beside ? [...run, heading] : [];
    if (run.length > longest.length) longest = run;
  }
  return longest;
}
