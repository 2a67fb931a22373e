// TEMPORARY (bn-pages branch only; delete at merge together with BN_ALLOW_MISSING in data.ts).
// While content/bn/expeditions.ts is still being translated, `BN_ALLOW_MISSING=1` lets the Bengali
// pages build: a record without a complete translation keeps its English prose but takes the
// glossary's Bengali names of people and peaks. Without the switch the build fails, as it must.
import { inBengali } from '@/lib/content/glossary';
import type { Expedition } from '@/lib/schema/expedition';

function orEnglish(section: 'people' | 'peaks', name: string): string {
  try {
    return inBengali(section, name);
  } catch {
    return name;
  }
}

export function namesOnlyInBengali(e: Expedition): Expedition {
  const peak = (name: string) => orEnglish('peaks', name);
  return {
    ...e,
    peak: e.peak.split(' & ').map(peak).join(' ও '),
    ...(e.peaks ? { peaks: e.peaks.map((p) => ({ ...p, name: peak(p.name) })) } : {}),
    members: e.members.map((m) => ({ ...m, name: orEnglish('people', m.name) })),
    summits: e.summits.map((s) => ({ ...s, peak: peak(s.peak), ...(s.summiters ? { summiters: s.summiters.map((n) => orEnglish('people', n)) } : {}) })),
  };
}
