/**
 * The accessibility statement's one fact, the same in both editions: the date it was written
 * (YYYY-MM-DD), which the page shows through `ed.format.date`. Change it whenever the statement's
 * words (content/<lang>/accessibility.ts) or the checks they describe (lib/accessibility/checks.ts) change.
 */
export const accessibilityStatementDate = '2026-11-28';
