import { describe, expect, it } from 'vitest';
import { buildTime } from '@/lib/events/buildTime';
import { kolkataDate } from '@/lib/events/kolkataDate';

describe('buildTime', () => {
  it('pins the day from BUILD_DATE, as that day in India', () => {
    const pinned = buildTime({ BUILD_DATE: '2025-07-26' }, () => new Date('1999-01-01T00:00:00Z'));
    expect(kolkataDate(pinned)).toBe('2025-07-26');
    expect(pinned.toISOString()).toBe('2025-07-26T06:30:00.000Z');
  });

  it('uses the clock when BUILD_DATE is unset or blank', () => {
    const clock = new Date('2026-03-04T05:06:07Z');
    expect(buildTime({}, () => clock)).toBe(clock);
    expect(buildTime({ BUILD_DATE: '  ' }, () => clock)).toBe(clock);
  });

  it('rejects a malformed BUILD_DATE with a message saying what is expected', () => {
    expect(() => buildTime({ BUILD_DATE: '26-07-2025' })).toThrow(/BUILD_DATE must be a real date written YYYY-MM-DD.*"26-07-2025"/);
    expect(() => buildTime({ BUILD_DATE: '2025-02-29' })).toThrow(/BUILD_DATE/);
  });
});
