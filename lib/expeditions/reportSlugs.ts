import type { Expedition } from '@/lib/schema/expedition';
import { allExpeditions } from './data';

/** One report URL: the record it renders and the slug its canonical link points to. */
export interface ReportSlug {
  slug: string;
  canonicalSlug: string;
  /** True for old URLs kept alive (Indrasan-2003), which render with a canonical link. */
  isLegacy: boolean;
  expedition: Expedition;
}

export function reportSlugsOf(list: readonly Expedition[]): ReportSlug[] {
  return list.flatMap((expedition) => [
    { slug: expedition.slug, canonicalSlug: expedition.slug, isLegacy: false, expedition },
    ...expedition.legacySlugs.map((slug) => ({ slug, canonicalSlug: expedition.slug, isLegacy: true, expedition })),
  ]);
}

/** Every report page to pre-render: all slugs of all expeditions (table and 2025), plus legacy slugs. */
export const reportSlugs: readonly ReportSlug[] = reportSlugsOf(allExpeditions);

const bySlug = new Map(reportSlugs.map((entry) => [entry.slug, entry]));

/** The report for a URL slug; exact and case-sensitive, as the routes are. */
export function reportBySlug(slug: string): ReportSlug | undefined {
  return bySlug.get(slug);
}

/** The expedition a URL slug renders (canonical or legacy), or undefined. */
export function expeditionBySlug(slug: string): Expedition | undefined {
  return bySlug.get(slug)?.expedition;
}

/** The report for a URL slug with its record taken from `list`, one edition's records (the same slugs in every edition). */
export function reportIn(list: readonly Expedition[], slug: string): ReportSlug | undefined {
  const entry = bySlug.get(slug);
  const expedition = entry && list.find((e) => e.slug === entry.expedition.slug);
  return expedition && { ...entry, expedition };
}
