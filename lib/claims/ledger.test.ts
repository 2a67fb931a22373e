import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { edition } from '@/lib/edition';
import type { Expedition, ExpeditionConflict, ExpeditionSummit } from '@/lib/schema/expedition';
import type { PublicationKind } from '@/lib/schema/source';
import { claimsOf } from './ledger';

/**
 * The ledger against the records as their files write them: the standing of every entry worked out
 * again here from the YAML (the summit's sources, their kinds in content/sources/, the record's
 * disagreements) by a rule of this test's own, never by the code it checks.
 */
const content = path.resolve(__dirname, '../../content');
const yamlIn = (folder: string) =>
  readdirSync(path.join(content, folder))
    .filter((name) => name.endsWith('.en.yml'))
    .map((name) => parse(readFileSync(path.join(content, folder, name), 'utf8')) as Record<string, unknown>);

type YamlSummit = { peak: string; date?: string; summiters?: string[]; sources?: string[]; evidence?: { kind: string; sources: string[] }[]; point?: { summit: string; sources: string[] } };
type YamlConflict = { about: string; disputesSummit?: { peak: string; summiters?: string[] } };
type YamlRecord = { slug: string; summits?: YamlSummit[]; conflicts?: YamlConflict[] };

const records = yamlIn('expeditions') as unknown as YamlRecord[];
const kindOf = new Map((yamlIn('sources') as { url: string; publicationKind: string }[]).map((source) => [source.url, source.publicationKind]));

/** The rule as the summits page states it: disputed above all; then an authority, an independent report, the club's own word. */
function expectedStanding(record: YamlRecord, summit: YamlSummit, person: string | undefined): string {
  const disputed = (record.conflicts ?? []).some(
    (c) => c.disputesSummit?.peak === summit.peak && (c.disputesSummit.summiters === undefined || (person !== undefined && c.disputesSummit.summiters.includes(person))),
  );
  if (disputed) return 'disputed';
  const kinds = (summit.sources ?? []).map((url) => kindOf.get(url));
  if (kinds.includes('authority')) return 'authority';
  if (kinds.some((kind) => kind === 'press' || kind === 'journal' || kind === 'blog' || kind === 'reference')) return 'independent';
  if (kinds.some((kind) => kind === 'club' || kind === 'member')) return 'club';
  return 'unknown';
}

const expected = records.flatMap((record) =>
  (record.summits ?? []).flatMap((summit) =>
    (summit.summiters ?? [undefined]).map((person) => ({ record, summit, person, id: [record.slug, summit.peak, person].filter(Boolean).join('/') })),
  ),
);
const en = edition('en').claims.all;

describe('the claims ledger', () => {
  it('has exactly one entry for every summiter of every summit the records report (one for a summit without named summiters), and no other', () => {
    expect(expected.length).toBeGreaterThan(0);
    for (const { record, summit, person } of expected) {
      const matching = en.filter((claim) => claim.expedition === record.slug && claim.peak === summit.peak && claim.person === person);
      expect(matching, `${record.slug} › ${summit.peak} › ${person ?? '(no one named)'}`).toHaveLength(1);
      expect(matching[0]!.date).toBe(summit.date === undefined ? undefined : String(summit.date));
    }
    expect(en).toHaveLength(expected.length);
  });

  it('gives every entry the standing its sources’ kinds give it', () => {
    const byId = new Map(en.map((claim) => [claim.id, claim]));
    for (const { record, summit, person, id } of expected) {
      expect(byId.get(id)?.status, id).toBe(expectedStanding(record, summit, person));
    }
  });

  it('names no evidence and no top that no source of the summit supports', () => {
    const reportKind: Record<string, string> = { 'press-report': 'press', 'journal-report': 'journal', 'authority-list': 'authority' };
    for (const { summit, id } of expected) {
      const claim = en.find((entry) => entry.id === id)!;
      const cited = summit.sources ?? [];
      expect(claim.sources, id).toEqual(cited);
      for (const evidence of claim.evidence) {
        expect(evidence.sources.length, `${id} › ${evidence.kind}`).toBeGreaterThan(0);
        for (const url of evidence.sources) {
          expect(cited, `${id} › ${evidence.kind}`).toContain(url);
          const byKind = reportKind[evidence.kind];
          if (byKind) expect(kindOf.get(url), `${id} › ${evidence.kind} › ${url}`).toBe(byKind);
          else expect(summit.evidence?.some((named) => named.kind === evidence.kind && named.sources.includes(url)), `${id} › ${evidence.kind} › ${url}`).toBe(true);
        }
      }
      if (claim.point) {
        expect(claim.point.summit).toBe(summit.point?.summit);
        for (const url of claim.point.sources) expect(cited, `${id} › point`).toContain(url);
      } else {
        expect(summit.point, id).toBeUndefined();
      }
    }
  });

  it('shows the Bengali edition the same entries with the same standings', () => {
    const bn = edition('bn').claims.all;
    expect(bn.map((claim) => [claim.id, claim.status, claim.evidence.map((e) => e.kind), claim.sources.length])).toEqual(
      en.map((claim) => [claim.id, claim.status, claim.evidence.map((e) => e.kind), claim.sources.length]),
    );
    // Its disagreements are in its own words.
    const disputed = bn.filter((claim) => claim.disputes.length > 0);
    for (const claim of disputed) expect(claim.disputes[0]!.about, claim.id).not.toBe(en.find((entry) => entry.id === claim.id)!.disputes[0]!.about);
  });
});

describe('the standing rule on records made for the test', () => {
  const kinds: Record<string, PublicationKind> = { a: 'authority', p: 'press', c: 'club', m: 'member', o: 'other', co: 'company' };
  const record = (summits: Partial<ExpeditionSummit>[], conflicts: Partial<ExpeditionConflict>[] = []) =>
    ({
      slug: 'Test-2000',
      summits: summits.map((summit) => ({ peak: 'p1', sources: [], evidence: [], ...summit })),
      conflicts: conflicts.map((conflict) => ({ about: 'x', accounts: [], settled: 'y', ...conflict })),
    }) as unknown as Expedition;
  const standingsOf = (e: Expedition) => claimsOf([e], (key) => kinds[key]!).map((claim) => `${claim.person ?? '-'}:${claim.status}`);

  it('puts an authority above the press, the press above the club, and counts neither a company nor an unknown publisher', () => {
    expect(standingsOf(record([{ sources: ['c', 'p', 'a'] }]))).toEqual(['-:authority']);
    expect(standingsOf(record([{ sources: ['m', 'p'] }]))).toEqual(['-:independent']);
    expect(standingsOf(record([{ sources: ['m', 'co'] }]))).toEqual(['-:club']);
    expect(standingsOf(record([{ sources: ['o', 'co'] }]))).toEqual(['-:unknown']);
    expect(standingsOf(record([{}]))).toEqual(['-:unknown']);
  });

  it('marks disputed only the summiters a disagreement names, or every one when it names none', () => {
    const summit = { sources: ['p'], summiters: ['x', 'y'] };
    expect(standingsOf(record([summit], [{ disputesSummit: { peak: 'p1', summiters: ['y'] } }]))).toEqual(['x:independent', 'y:disputed']);
    expect(standingsOf(record([summit], [{ disputesSummit: { peak: 'p1' } }]))).toEqual(['x:disputed', 'y:disputed']);
    expect(standingsOf(record([summit], [{ disputesSummit: { peak: 'other-peak' } }]))).toEqual(['x:independent', 'y:independent']);
  });

  it('names a report by its source’s kind and a document only where the summit names it', () => {
    const [claim] = claimsOf([record([{ sources: ['p', 'c'], evidence: [{ kind: 'leaders-report', sources: ['c'] }] }])], (key) => kinds[key]!);
    expect(claim!.evidence).toEqual([
      { kind: 'press-report', sources: ['p'] },
      { kind: 'leaders-report', sources: ['c'] },
    ]);
  });
});
