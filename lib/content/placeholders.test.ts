import { describe, expect, it } from 'vitest';
import { ClubSchema } from '@/lib/schema/club';
import type { Club } from '@/lib/schema/club';
import { readRecordFile } from './dataFiles';
import { listPlaceholders } from './placeholders';

/** The club's details as content/club.yml writes them in English. */
const clubContent = readRecordFile('club.yml').data as Club;

describe('listPlaceholders', () => {
  it('lists the shipped placeholder phone numbers and e-mail', () => {
    const lines = listPlaceholders(ClubSchema.parse(clubContent));
    expect(lines).toContain('content/club.yml › en › secretary.email: secretary@example.org');
    expect(lines.filter((line) => line.includes('phones['))).toHaveLength(3);
  });

  it('lists nothing once the club has filled every value in', () => {
    const filled = ClubSchema.parse({
      ...clubContent,
      registration: { statement: 'a registered society' },
      affiliation: { statement: 'affiliated' },
      secretary: { email: { address: 'secretary@club.example' } },
      phones: clubContent.phones.map((phone) => ({ ...phone, placeholder: false })),
      helpLine: { label: 'Help line', tel: '+910000000009', display: '9' },
    });
    expect(listPlaceholders(filled)).toEqual([]);
  });
});
