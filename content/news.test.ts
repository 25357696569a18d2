import { describe, expect, it } from 'vitest';
import { allEntries } from './index';
import { getNews } from './news';
import { getTeam } from './team';

describe('team', () => {
  const team = getTeam();
  it('has at least 8 people with roles and bios', () => {
    expect(team.length).toBeGreaterThanOrEqual(8);
    for (const p of team) {
      expect(p.role.length).toBeGreaterThanOrEqual(3);
      expect(p.bio.length).toBeGreaterThanOrEqual(120);
    }
  });
  it('is ordered with the founder first', () => {
    expect(team[0]!.since).toBe(1999);
    expect(team.map((p) => p.order)).toEqual([...team.map((p) => p.order)].sort((a, b) => a - b));
  });
});

describe('news', () => {
  const news = getNews();
  it('has at least 8 articles, newest first', () => {
    expect(news.length).toBeGreaterThanOrEqual(8);
    const dates = news.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it('gives every article an author from the team, tags, a reading time and 500+ words', () => {
    const team = new Set(getTeam().map((p) => p.slug));
    for (const a of news) {
      expect(team.has(a.author), a.file).toBe(true);
      expect(a.tags.length).toBeGreaterThan(0);
      expect(a.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(a.words, a.file).toBeGreaterThanOrEqual(500);
    }
  });
  it('has titles and descriptions unique across the whole site', () => {
    const titles = [...allEntries().map((e) => e.title), ...news.map((a) => a.title)].map((t) =>
      t.toLowerCase(),
    );
    const descriptions = [
      ...allEntries().map((e) => e.description),
      ...news.map((a) => a.description),
    ];
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });
  it('renders headings with ids for the table of contents and no h1', () => {
    for (const a of news) {
      expect(a.html).not.toMatch(/<h1/);
      for (const h of a.headings) expect(a.html).toContain(`<h2 id="${h.id}">`);
    }
  });
});
