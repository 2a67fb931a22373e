import type { Source } from '@/lib/schema/source';
import type { SummitClaim } from './ledger';

/**
 * The claims door: the ledger of every summit the records report (lib/claims/ledger.ts), each
 * entry's standing computed from the kinds of publication of the sources that speak of it. An
 * edition holds its own (`ed.claims`, over its language's records); the open data's `claims`
 * table is computed from the English records (lib/opendata).
 */
export { claimStatuses, claimsOf, summitsOf, type ClaimStatus, type LedgerSummit, type SummitClaim } from './ledger';

/** A lookup of a cited source's kind of publication in a registry (the build has checked every citation is registered). */
export function publicationKindIn(registry: readonly Pick<Source, 'url' | 'publicationKind'>[]): (key: string) => Source['publicationKind'] {
  const kinds = new Map(registry.map((source) => [source.url, source.publicationKind]));
  return (key) => {
    const kind = kinds.get(key);
    if (kind === undefined) throw new Error(`claims: source ${key} is not registered in content/sources/`);
    return kind;
  };
}

/** An edition's ledger and its lookups. */
export interface EditionClaims {
  /** Every entry, in table order of the expeditions, then summit, then summiter. */
  all: readonly SummitClaim[];
  /** The entries of one expedition (by its canonical slug), in the record's order. */
  ofExpedition(slug: string): readonly SummitClaim[];
  /** The entries of one person, in table order. */
  ofPerson(personId: string): readonly SummitClaim[];
}

export function editionClaims(all: readonly SummitClaim[]): EditionClaims {
  return {
    all,
    ofExpedition: (slug) => all.filter((claim) => claim.expedition === slug),
    ofPerson: (personId) => all.filter((claim) => claim.person === personId),
  };
}
