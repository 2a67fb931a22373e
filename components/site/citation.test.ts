import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/content';
import { edition } from '@/lib/edition';
import { citationOf } from './CiteThisPage';

/** A build on 26 July 2025 in India (BUILD_DATE=2025-07-26 gives this moment). */
const builtAt = new Date('2025-07-26T12:00:00+05:30');

describe('citationOf', () => {
  it('gives the title, the site, the full address and the build day, in English', () => {
    expect(citationOf(edition('en'), 'Everest 2010 expedition report', '/Everest-2010/', builtAt)).toBe(
      `“Everest 2010 expedition report”. Mountaineers' Association of Krishnanagar. ${siteUrl('/Everest-2010/')} (as of 26 July 2025).`,
    );
  });

  it('says the same in Bengali, with Bengali digits and the Bengali page’s address', () => {
    const text = citationOf(edition('bn'), 'এভারেস্ট ২০১০ অভিযানের প্রতিবেদন', '/bn/Everest-2010/', builtAt);
    expect(text).toBe(`“এভারেস্ট ২০১০ অভিযানের প্রতিবেদন”। মাউন্টেনিয়ার্স অ্যাসোসিয়েশন অফ কৃষ্ণনগর। ${siteUrl('/bn/Everest-2010/')} (সংস্করণ: ২৬ জুলাই ২০২৫)।`);
  });

  it('dates the reference by the calendar in India: a build late on 25 July UTC is 26 July there', () => {
    expect(citationOf(edition('en'), 'T', '/', new Date('2025-07-25T20:00:00Z'))).toContain('(as of 26 July 2025)');
  });
});
