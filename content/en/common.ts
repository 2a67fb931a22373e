/** Words every page shares: the skip link, breadcrumbs. See README › Editing content › Words. */
export const commonWords = {
  skipToContent: 'Skip to main content',
  breadcrumbLabel: 'Breadcrumb',
};
