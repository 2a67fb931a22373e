/** Words every page shares: the skip link, breadcrumbs. See README › Editing content › Words. */
export const commonWords = {
  skipToContent: 'Skip to main content',
  /** Said to screen readers after a link that opens in a new tab (every external source link). */
  opensInNewTab: '(opens in a new tab)',
  breadcrumbLabel: 'Breadcrumb',
};
