/**
 * Parses every content collection and prints each entry's body word count and FAQ count.
 * Exits non-zero with the file and field named when an entry is invalid.
 * Usage: npx tsx scripts/check-content.ts
 */
import { collectionNames, getCollection } from '../content/index';
import { getNews } from '../content/news';
import { getTeam } from '../content/team';
import { getWork, sampleSummary } from '../content/work';
import { definedCollections } from '../content/definitions';
import { publicationDay, unpublishedReason } from '../content/publication';
import { linkProblems, sitePages } from '../content/links';
import { loadContent, readContentFiles } from '../content/store';

// The whole set is loaded once: a problem is printed once, in the editor's words, and nothing
// else is listed until the set loads.
let all: ReturnType<typeof loadContent>;
try {
  all = loadContent(readContentFiles());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Every internal link, in bodies and link fields, leads to a page this build makes.
const broken = linkProblems(all, sitePages(), publicationDay());
if (broken.length) {
  console.error(
    `${broken.length} file${broken.length === 1 ? '' : 's'} with a broken link:\n${broken.join('\n')}`,
  );
  process.exit(1);
}

let failed = false;
try {
  for (const name of collectionNames) {
    for (const entry of getCollection(name)) {
      console.log(
        `${entry.href.padEnd(48)} ${String(entry.bodyWords).padStart(5)} words  ${entry.sections.length} sections  ${entry.faqs.length} faqs`,
      );
    }
  }
  for (const person of getTeam()) console.log(`team: ${person.name.padEnd(28)} ${person.role}`);
  for (const a of getNews()) {
    console.log(
      `${a.href.padEnd(48)} ${String(a.words).padStart(5)} words  ${a.readingMinutes} min  ${a.date}  by ${a.author}`,
    );
  }
  for (const s of getWork()) {
    console.log(
      `${s.href.padEnd(48)} ${s.sectorEntry.label.padEnd(14)} ${s.platformEntry.label.padEnd(10)} ${s.outcomes.length} results${s.sample ? '  SAMPLE' : ''}`,
    );
  }
  console.log(sampleSummary());
  // Drafts and scheduled entries are checked like the rest, and named, so nobody wonders why a
  // page is missing from the site.
  const day = publicationDay();
  for (const name of definedCollections) {
    for (const entry of all.entries[name]) {
      const reason = unpublishedReason(entry, day);
      if (reason) console.log(`not published on ${day}: ${entry.file} (${reason})`);
    }
  }
} catch (error) {
  failed = true;
  console.error((error as Error).message);
}
process.exit(failed ? 1 : 0);
