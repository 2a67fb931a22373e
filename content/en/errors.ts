/** Words of the notice shown when a page fails in the browser (app/(en)/error.tsx and app/global-error.tsx). */
export const errorsWords = {
  failure: {
    eyebrow: 'Something went wrong',
    heading: 'This page could not be shown',
    chunkBody: 'Part of this page did not download, perhaps because the connection dropped or the site was just updated. Reloading usually fixes it.',
    body: 'Sorry, something on this page stopped working. Reloading the page usually fixes it.',
    reload: 'Reload',
    home: 'Go to the home page',
  },
};
