/** The navbar's own words (its links come from content/navigation.ts). */
export const mainNavWords = {
  label: 'Main',
  helpLine: 'HELP LINE NO.',
  helpLineShort: 'Call',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};
