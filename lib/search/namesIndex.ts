import type { Edition } from '@/lib/edition';
import { otherNameIn } from '@/lib/peaks';
import { hrefs } from '@/lib/routes';
import { namesOfPeak } from '@/lib/schema/peak';
import type { NameEntry, NamesFile } from './names';

/**
 * The names file of one edition's search (`/search-names/<lang>.json`, written at build time by
 * app/search-names/[file]/route.ts; lib/search/names.ts matches against it in the browser): every
 * person, peak and expedition the records hold, with the page it leads to and the name as that
 * edition writes it, and every spelling to match, from every edition, so that a query in either
 * script finds the name (a peak's other names too, also as an edition's glossary writes them:
 * সাগরমাথা). Expeditions are named by their peaks and year (`Everest 2010`), and
 * matched by those in every language, their address (`Everest-2010`) and the original site's
 * addresses (`mansalu-2022`).
 */
export function namesFile(ed: Edition, editions: readonly Edition[]): NamesFile {
  const expeditionName = (each: Edition, slug: string) => {
    const e = each.expeditions.report(slug)!.expedition;
    return `${each.label.peaks(e)} ${each.format.digits(e.year)}`;
  };
  const unique = (forms: readonly string[]) => [...new Set(forms)];
  const entries: NameEntry[] = [
    ...ed.people.map((person) => ({
      kind: 'person' as const,
      path: ed.path(hrefs.person(person.id)),
      name: person.name,
      forms: unique(editions.flatMap((each) => [each.person(person.id).name, ...each.person(person.id).variants.map((variant) => variant.name)])),
    })),
    ...ed.peaks.map((peak) => ({
      kind: 'peak' as const,
      path: ed.path(hrefs.peak(peak.id)),
      name: peak.name,
      forms: unique(
        editions.flatMap((each) => {
          const entry = each.peak(peak.id);
          return [...namesOfPeak(entry), ...entry.otherNames.flatMap((other) => otherNameIn(other, each.names) ?? [])];
        }),
      ),
    })),
    ...ed.expeditions.all.map((e) => ({
      kind: 'expedition' as const,
      path: ed.path(hrefs.report(e.slug)),
      name: expeditionName(ed, e.slug),
      forms: unique([...editions.map((each) => expeditionName(each, e.slug)), e.slug, ...e.legacySlugs]),
    })),
  ];
  return { entries };
}
