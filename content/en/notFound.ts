/** Words of the not-found page (404.html; both editions' halves). */
export const notFoundWords = {
  title: 'Page not found',
  description: 'This page does not exist on the website of the Mountaineers’ Association of Krishnanagar.',
  eyebrow: 'Error 404',
  heading: 'We could not find that page',
  body: 'The address may be mistyped, or the page may have moved. Addresses on this site are case-sensitive, so check the capital letters too. These pages are a good place to pick up the trail:',
};
