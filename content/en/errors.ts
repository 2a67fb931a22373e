/** Words of the not-found page and of the notice shown when a page fails in the browser. */
export const errorsWords = {
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist on the website of the Mountaineers’ Association of Krishnanagar.',
    eyebrow: 'Error 404',
    heading: 'We could not find that page',
    body: 'The address may be mistyped, or the page may have moved. Addresses on this site are case-sensitive, so check the capital letters too. These pages are a good place to pick up the trail:',
  },
  failure: {
    eyebrow: 'Something went wrong',
    heading: 'This page could not be shown',
    chunkBody: 'Part of this page did not download, perhaps because the connection dropped or the site was just updated. Reloading usually fixes it.',
    body: 'Sorry, something on this page stopped working. Reloading the page usually fixes it.',
    reload: 'Reload',
    home: 'Go to the home page',
  },
};
