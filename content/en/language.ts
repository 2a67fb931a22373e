/** Words of the edition's own number style and language notes (twin: content/bn/language.ts). */
export const languageWords = {
  /**
   * The label of a link to a file that exists only in English (summary PDFs, application forms,
   * calendar files): on English pages the label alone.
   */
  englishOnlyFile: (label: string) => label,
  /** A height in feet, the figure already formatted: `21467 ft`. */
  feet: (figure: string) => `${figure} ft`,
  /** Between the peaks of a two-peak expedition: `Thelu (6000 m) & Koteswar (6061 m)`. */
  and: '&',
};
