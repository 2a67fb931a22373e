/**
 * What the site's record doors make of one new expedition, its peak and a team member, read from
 * the content folder in CONTENT_DIR (e2e/editor.spec.ts saves them there through the editor): the
 * report each edition would publish, the peak's and the people's pages, and the statistics.
 * Usage: tsx e2e/support/recordInSite.ts <expedition slug> <peak id> <new person id> <registry person id>
 */
import { everyEdition } from '@/lib/edition';
import { archiveStats } from '@/lib/statistics/archiveStats';

const [slug = '', peakId = '', personId = '', registryPersonId = ''] = process.argv.slice(2);
const editions = everyEdition().map((ed) => {
  const report = ed.expeditions.report(slug);
  return {
    lang: ed.lang,
    report: report ? { narrative: report.expedition.narrative, later: ed.expeditions.later.some((e) => e.slug === slug) } : null,
    peak: { name: ed.peak(peakId).name, visits: ed.visitsOf(peakId).map((e) => e.slug) },
    person: { name: ed.person(personId).name, expeditions: ed.personInRecords(personId).expeditions.map((entry) => entry.expedition.slug) },
  };
});
const registryMember = { expeditions: everyEdition()[0].personInRecords(registryPersonId).expeditions.map((entry) => entry.expedition.slug) };
console.log(JSON.stringify({ editions, registryMember, statistics: { expeditions: archiveStats.expeditions, lastYear: archiveStats.lastYear } }));
