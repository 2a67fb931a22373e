import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate } from '@/lib/schema/calendarDate';

describe('isCalendarDate', () => {
  it.each(['2024-11-03', '2024-02-29', '2000-02-29', '1987-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024-1-5', '03-11-2024', '2024-11-03T00:00', ''])(
    'rejects %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-11-03', 1)).toBe('2024-11-04');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('refuses a non-date', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(/Not a calendar date/);
  });
});
