/** The navbar's own words (its links come from content/navigation.ts; the help line's from content/en/site.ts). */
export const mainNavWords = {
  label: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Names the link that closes a group's menu on wide screens without JavaScript ("Expeditions"). */
  closeGroup: (group: string) => `Close the ${group} menu`,
};
