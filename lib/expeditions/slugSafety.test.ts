import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/parse';
import { allExpeditions } from './data';
import { reservedSegments } from '@/lib/routes';
import { assertSlugsAreSafe, slugClaimsOf } from './slugSafety';

const FOLDER = 'content/expeditions/';
const fileOf = (slug: string) => `content/expeditions/${slug}.en.yml`;

function errorFor(records: { slug: string; legacySlugs?: string[] }[]): ContentError {
  try {
    assertSlugsAreSafe(slugClaimsOf(records), reservedSegments);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected the slugs to be rejected');
}

describe('assertSlugsAreSafe', () => {
  it('accepts the real slugs, legacy slugs included', () => {
    expect(() => assertSlugsAreSafe(slugClaimsOf(allExpeditions), reservedSegments)).not.toThrow();
  });

  it('names each slug by its record’s file and field', () => {
    expect(slugClaimsOf([{ slug: 'Indrasan-2004', legacySlugs: ['Indrasan-2003'] }])).toEqual([
      { slug: 'Indrasan-2004', file: FOLDER, entry: fileOf('Indrasan-2004'), field: 'slug' },
      { slug: 'Indrasan-2003', file: FOLDER, entry: fileOf('Indrasan-2004'), field: 'legacySlugs[0]' },
    ]);
  });

  it('rejects two records with the same slug, naming the folder, the file and the field', () => {
    const error = errorFor([{ slug: 'Everest-2010' }, { slug: 'Nun-2015' }, { slug: 'Everest-2010' }]);
    expect(error.message).toContain(`Invalid content in ${FOLDER}`);
    expect(error.issues).toEqual([`${fileOf('Everest-2010')} › field slug: "Everest-2010" collides with ${fileOf('Everest-2010')} › field slug "Everest-2010"`]);
  });

  it('rejects slugs that differ only in case', () => {
    const error = errorFor([{ slug: 'mansalu-2022' }, { slug: 'Mansalu-2022' }]);
    expect(error.message).toContain(FOLDER);
    expect(error.message).toContain(`${fileOf('Mansalu-2022')} › field slug`);
    expect(error.message).toContain(`collides with ${fileOf('mansalu-2022')} › field slug "mansalu-2022" (ignoring case)`);
  });

  it('rejects a legacy slug that collides with another record’s slug', () => {
    const error = errorFor([{ slug: 'Indrasan-2003' }, { slug: 'Indrasan-2004', legacySlugs: ['indrasan-2003'] }]);
    expect(error.message).toContain(`${fileOf('Indrasan-2004')} › field legacySlugs[0]: "indrasan-2003" collides with ${fileOf('Indrasan-2003')}`);
  });

  it('rejects a slug equal to a fixed route, in any case', () => {
    const exact = errorFor([{ slug: 'gallery' }]);
    expect(exact.message).toContain(FOLDER);
    expect(exact.message).toContain(`${fileOf('gallery')} › field slug`);
    expect(exact.message).toContain('fixed route "/gallery"');
    const otherCase = errorFor([{ slug: 'expedition-short-note' }]);
    expect(otherCase.message).toContain('fixed route "/Expedition-Short-Note"');
    expect(() => errorFor([{ slug: '404' }])).not.toThrow();
  });
});
