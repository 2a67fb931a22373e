/**
 * Words of "Cite this page" (components/site/CiteThisPage.tsx): a plain reference to copy, on every
 * page that offers one (twin: content/bn/citation.ts).
 */
export const citationWords = {
  heading: 'Cite this page',
  intro: 'To cite this page, copy the reference below. Its date is the day this version of the site was made.',
  /** The reference: the page's title, the site's name, the page's address and the day the site was built (a template: the address stays as it is in every language). */
  reference: '“{title}”. {site}. {url} (as of {date}).',
};
