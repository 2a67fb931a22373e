const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Words of the edition's numbers, dates, units and language notes (twin: content/bn/language.ts), read through lib/i18n/format.ts. */
export const languageWords = {
  /**
   * The label of a link to a file that exists only in English (calendar files, open data, the
   * club's own PDFs): on English pages the label alone.
   */
  englishOnlyFile: (label: string) => label,
  /** A height in metres, the figure already formatted: `8848.86 m`. */
  metres: (figure: string) => `${figure} m`,
  /** A height in feet, the figure already formatted: `21467 ft`. */
  feet: (figure: string) => `${figure} ft`,
  /** Between the peaks of a two-peak expedition: `Thelu (6000 m) & Koteswar (6061 m)`. */
  and: '&',
  /** The months, January first. */
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  /** A day, its parts already formatted: `17 May 2010`. */
  date: (day: string, month: string, year: string) => `${day} ${month} ${year}`,
  /** A month of a year: `June 2025`. */
  monthYear: (month: string, year: string) => `${month} ${year}`,
  /** A time of day on the 24-hour clock (hour 0-23): `07:40`. */
  clockTime: (hour: number, minute: number) => `${twoDigits(hour)}:${twoDigits(minute)}`,
  /** From one time of day to another: `07:40-07:45`. */
  clockRange: (fromHour: number, fromMinute: number, toHour: number, toMinute: number) =>
    `${twoDigits(fromHour)}:${twoDigits(fromMinute)}-${twoDigits(toHour)}:${twoDigits(toMinute)}`,
  /**
   * The ending of an ordinal number (`7th`, `21st`), by the form the language's grammar gives the
   * number (Unicode CLDR plural rules, type "ordinal": 1 and 21 are `one`, 2 and 22 `two`, 3 `few`,
   * 11–13 and the rest `other`). Every form is listed, used or not, so each language can use its own.
   */
  ordinalEndings: { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' },
};
