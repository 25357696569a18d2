import { getNews, type Article } from './news';

export const NEWS_PAGE_SIZE = 6;

export function newsPageCount(): number {
  return Math.max(1, Math.ceil(getNews().length / NEWS_PAGE_SIZE));
}

/** Articles of index page `n` (1-based), newest first. */
export function newsPage(n: number): Article[] {
  return getNews().slice((n - 1) * NEWS_PAGE_SIZE, n * NEWS_PAGE_SIZE);
}

export function newsPageHref(n: number): string {
  return n === 1 ? '/news' : `/news/page/${n}`;
}
