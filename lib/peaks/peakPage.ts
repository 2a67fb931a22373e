import type { Names } from '@/lib/content';
import type { PeakEntry, PeakOtherName } from '@/lib/schema/peak';
import { peakSourceCitations } from './registry';

/** What a peak's page shows about its heights and sources, shaped from one registry entry. */

const FEET_PER_METRE = 3.28084;

/** A figure in whole metres, for comparing sources that give metres with those that give only feet. */
function roundedMetres(height: PeakEntry['heights'][number]): number {
  return height.m !== undefined ? Math.round(height.m) : Math.round(height.ft! / FEET_PER_METRE);
}

/** True when the sources give more than one figure (to the metre; feet converted), so the page says they differ. */
export function heightsDisagree(entry: Pick<PeakEntry, 'heights'>): boolean {
  return new Set(entry.heights.map(roundedMetres)).size > 1;
}

/** Every source a peak's page cites, each once, in the order the page shows them (names, heights, place, ascents, notes, doubts). */
export function sourceKeysOfPeak(entry: PeakEntry): string[] {
  return [...new Set(peakSourceCitations([entry]).map((citation) => citation.key))];
}

/**
 * The `lang` attribute of another name as a source writes it: a name in Latin letters is English
 * when the source names no language, else that language written in Latin (`ne-Latn`); a name in its
 * own script (Devanagari, Bengali) is just its language.
 */
export function otherNameLang(other: Pick<PeakOtherName, 'name' | 'lang'>): string {
  const latin = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u.test(other.name);
  if (!latin) return other.lang ?? 'und';
  return other.lang ? `${other.lang}-Latn` : 'en';
}

/**
 * How an edition writes another name in its own script: the glossary's form (content/glossary.ts,
 * peaks) of a name, survey name or nickname it lists, where that differs from the source's spelling;
 * none for another spelling of the peak's own name (shown as the source spells it), for a name the
 * glossary lacks, or in the edition whose form is the source's own.
 */
export function otherNameIn(other: Pick<PeakOtherName, 'name' | 'kind'>, names: Pick<Names, 'form'>): string | undefined {
  if (other.kind === 'spelling') return undefined;
  const form = names.form('peaks', other.name);
  return form === other.name ? undefined : form;
}
