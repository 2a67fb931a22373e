/**
 * Words of the gallery page and its search; the photo grids' and zoom view's are in content/en/photo.ts.
 * The words that name the pictures say what the gallery holds (lib/gallery/galleryKind.ts):
 * photographs, our illustrations, or both. See README › Editing content › Words.
 */

/** The search island's words for pictures called `pictures`; `{name}` placeholders are filled in the browser (lib/i18n/fill.ts). */
function searchWords(pictures: string) {
  return {
    label: `Search ${pictures} by title`,
    placeholder: 'e.g. Everest, Susunia, 2024',
    total: `{total} ${pictures}`,
    totalWindowed: `{total} ${pictures} (showing the first {shown}; search to find the rest)`,
    matching: `{matches} of {total} ${pictures} match “{query}”`,
    matchingWindowed: `{matches} of {total} ${pictures} match “{query}” (showing the first {shown}; search to find the rest)`,
    noMatch: `No ${pictures} match “{query}”.`,
    noMatchHint: 'Try a peak, a year or a place, or clear the search.',
    clear: 'Clear search',
  };
}

export const galleryWords = {
  title: 'Gallery',
  /** The page's description for search engines and link previews, true to what the gallery holds. */
  description: {
    photographs: 'Photographs from the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar.',
    illustrations: 'Our illustrations of the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar, until the club’s photos are added.',
    mixed: 'Photographs and illustrations from the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar.',
  },
  /** The line under the heading, true to what the gallery holds. */
  lead: {
    photographs: 'Photographs from the club’s expeditions, courses and camps. Select one to see it larger.',
    illustrations: 'Illustrations drawn for this site of the club’s expeditions, courses and camps, until the club’s photographs are added. Select one to see it larger.',
    mixed: 'Photographs and illustrations of the club’s expeditions, courses and camps. Select one to see it larger.',
  },
  empty: 'Nothing has been published in the gallery yet. Photographs the club adds appear here after the next update of the site.',
  /** The search island's words, by what the gallery holds. */
  search: { photographs: searchWords('photos'), illustrations: searchWords('illustrations'), mixed: searchWords('pictures') },
  /** The name of the list of cards. */
  listLabel: { photographs: 'Photos', illustrations: 'Illustrations', mixed: 'Pictures' },
  /** A card's link, {title} filled in the browser. */
  zoomCard: 'Zoom: {title}',
};
