import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import { allExpeditions } from './data';
import { reservedSegments } from '@/lib/routes';
import { assertSlugsAreSafe, slugClaimsOf } from './slugSafety';

const FILE = 'content/expeditions.ts';

function errorFor(records: { slug: string; legacySlugs?: string[] }[]): ContentError {
  try {
    assertSlugsAreSafe(slugClaimsOf(records, FILE), reservedSegments);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected the slugs to be rejected');
}

describe('assertSlugsAreSafe', () => {
  it('accepts the real slugs, legacy slugs included', () => {
    expect(() => assertSlugsAreSafe(slugClaimsOf(allExpeditions, FILE), reservedSegments)).not.toThrow();
  });

  it('rejects two entries with the same slug, naming file, entry and field', () => {
    const error = errorFor([{ slug: 'Everest-2010' }, { slug: 'Nun-2015' }, { slug: 'Everest-2010' }]);
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('entry 3 (Everest-2010) › field slug');
    expect(error.message).toContain('entry 1 (Everest-2010)');
  });

  it('rejects slugs that differ only in case', () => {
    const error = errorFor([{ slug: 'mansalu-2022' }, { slug: 'Mansalu-2022' }]);
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('entry 2 (Mansalu-2022) › field slug');
    expect(error.message).toContain('ignoring case');
  });

  it('rejects a legacy slug that collides with another entry’s slug', () => {
    const error = errorFor([{ slug: 'Indrasan-2003' }, { slug: 'Indrasan-2004', legacySlugs: ['indrasan-2003'] }]);
    expect(error.message).toContain('entry 2 (Indrasan-2004) › field legacySlugs[0]');
  });

  it('rejects a slug equal to a fixed route, in any case', () => {
    const exact = errorFor([{ slug: 'gallery' }]);
    expect(exact.message).toContain(FILE);
    expect(exact.message).toContain('entry 1 (gallery) › field slug');
    expect(exact.message).toContain('fixed route "/gallery"');
    const otherCase = errorFor([{ slug: 'expedition-short-note' }]);
    expect(otherCase.message).toContain('fixed route "/Expedition-Short-Note"');
    expect(() => errorFor([{ slug: '404' }])).not.toThrow();
  });
});
