import type { Expedition, ExpeditionConflict } from '@/lib/schema/expedition';
import type { SummitDocument, SummitPoint } from '@/lib/schema/expeditionVocabulary';
import type { PublicationKind } from '@/lib/schema/source';

/**
 * The claims ledger: one entry for every summit the records report, per summiter (person,
 * expedition, peak, date), with its standing computed from the kinds of publication of the sources
 * that speak of the summit (the summit's `sources`, content/expeditions/), never typed as a verdict.
 */

/** A claim's standing, strongest first: what the sources that speak of it are, or that a disagreement of the record disputes it. */
export const claimStatuses = ['disputed', 'authority', 'independent', 'club', 'unknown'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** What a source's kind of publication counts as: the club's own word, an independent report, an authority's list; `null`, nothing (a company's page, a publisher that cannot be told). */
const standingOf: Record<PublicationKind, Exclude<ClaimStatus, 'disputed' | 'unknown'> | null> = {
  club: 'club',
  member: 'club',
  press: 'independent',
  journal: 'independent',
  blog: 'independent',
  reference: 'independent',
  authority: 'authority',
  company: null,
  other: null,
};

/** Evidence a claim's sources name: a report by their own kind (press, journal, authority), or a document a source names (the summit's `evidence`). */
type ClaimEvidenceKind = 'press-report' | 'journal-report' | 'authority-list' | SummitDocument;
const reportOf: Partial<Record<PublicationKind, ClaimEvidenceKind>> = { press: 'press-report', journal: 'journal-report', authority: 'authority-list' };

interface ClaimEvidence {
  kind: ClaimEvidenceKind;
  /** The source keys (addresses) that give it, each among the claim's sources. */
  sources: readonly string[];
}

export interface SummitClaim {
  /** Stable key: `<expedition>/<peak>/<person>`, or `<expedition>/<peak>` when the records name no summiter. */
  id: string;
  expedition: string;
  peak: string;
  /** Who, by person id; absent when the records name no one on this summit. */
  person?: string;
  date?: string;
  status: ClaimStatus;
  evidence: readonly ClaimEvidence[];
  point?: { summit: SummitPoint; sources: readonly string[] };
  /** Every source that speaks of the summit (addresses, as the record cites them), in the record's order. */
  sources: readonly string[];
  /** The record's disagreements over whether this summit was reached, in the edition's words. */
  disputes: readonly ExpeditionConflict[];
}

type KindOf = (sourceKey: string) => PublicationKind;

/** The standing the sources give, strongest first: an authority's list, an independent report, the club's own word; nothing when no source counts. */
function standing(sources: readonly string[], kindOf: KindOf): ClaimStatus {
  const found = new Set(sources.map((key) => standingOf[kindOf(key)]));
  if (found.has('authority')) return 'authority';
  if (found.has('independent')) return 'independent';
  if (found.has('club')) return 'club';
  return 'unknown';
}

function evidenceOf(summit: Expedition['summits'][number], kindOf: KindOf): ClaimEvidence[] {
  const reports = new Map<ClaimEvidenceKind, string[]>();
  for (const key of summit.sources) {
    const report = reportOf[kindOf(key)];
    if (report) reports.set(report, [...(reports.get(report) ?? []), key]);
  }
  return [...[...reports].map(([kind, sources]) => ({ kind, sources })), ...summit.evidence.map((e) => ({ kind: e.kind, sources: e.sources }))];
}

/** The record's disagreements over whether `person` (or, unnamed, the whole team) reached the top of `peak`. */
function disputesOf(e: Expedition, peak: string, person: string | undefined): ExpeditionConflict[] {
  return e.conflicts.filter((conflict) => {
    const disputed = conflict.disputesSummit;
    if (!disputed || disputed.peak !== peak) return false;
    return disputed.summiters === undefined || (person !== undefined && disputed.summiters.includes(person));
  });
}

/**
 * The ledger of a set of records in table order: for each summit, one entry per summiter (one
 * without a person when the records name none). `kindOf` gives a cited source's kind of
 * publication (the source registry, content/sources/).
 */
export function claimsOf(records: readonly Expedition[], kindOf: KindOf): SummitClaim[] {
  return records.flatMap((e) =>
    e.summits.flatMap((summit) => {
      const evidence = evidenceOf(summit, kindOf);
      const status = standing(summit.sources, kindOf);
      const people: (string | undefined)[] = summit.summiters ?? [undefined];
      return people.map((person): SummitClaim => {
        const disputes = disputesOf(e, summit.peak, person);
        return {
          id: [e.slug, summit.peak, ...(person ? [person] : [])].join('/'),
          expedition: e.slug,
          peak: summit.peak,
          ...(person ? { person } : {}),
          ...(summit.date ? { date: summit.date } : {}),
          status: disputes.length > 0 ? 'disputed' : status,
          evidence,
          ...(summit.point ? { point: { summit: summit.point.summit, sources: summit.point.sources } } : {}),
          sources: summit.sources,
          disputes,
        };
      });
    }),
  );
}

/** One summit of the ledger: its entries, one per summiter, side by side. */
export interface LedgerSummit {
  expedition: string;
  peak: string;
  date?: string;
  claims: readonly SummitClaim[];
}

/** The ledger's entries by summit (expedition and peak), in the ledger's order. */
export function summitsOf(claims: readonly SummitClaim[]): LedgerSummit[] {
  const groups = new Map<string, SummitClaim[]>();
  for (const claim of claims) {
    const key = `${claim.expedition}/${claim.peak}`;
    groups.set(key, [...(groups.get(key) ?? []), claim]);
  }
  return [...groups.values()].map((group) => ({ expedition: group[0]!.expedition, peak: group[0]!.peak, ...(group[0]!.date ? { date: group[0]!.date } : {}), claims: group }));
}
