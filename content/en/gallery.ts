/**
 * Words of the gallery page and its search; the photo grids' and zoom view's are in content/en/photo.ts.
 * See README › Editing content › Words.
 */
export const galleryWords = {
  title: 'Gallery',
  /** The page's description for search engines and link previews, true to what the gallery holds. */
  description: {
    photographs: 'Photographs from the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar.',
    illustrations: 'Our illustrations of the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar, until the club’s photos are added.',
    mixed: 'Photographs and illustrations from the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar.',
  },
  lead: 'Pictures from the club’s expeditions, courses and camps. Select a picture to see it larger.',
  empty: 'No photos have been published yet. New pictures from the club will appear here after the next update of the site.',
  /** The search island's words; `{name}` placeholders are filled in the browser (lib/i18n/fill.ts). */
  search: {
    label: 'Search photos by title',
    placeholder: 'e.g. Everest, Susunia, 2024',
    total: '{total} photos',
    totalWindowed: '{total} photos (showing the first {shown}; search to find the rest)',
    matching: '{matches} of {total} photos match “{query}”',
    matchingWindowed: '{matches} of {total} photos match “{query}” (showing the first {shown}; search to find the rest)',
    noMatch: 'No photos match “{query}”.',
    noMatchHint: 'Try a peak, a year or a place, or clear the search.',
    clear: 'Clear search',
  },
  listLabel: 'Photos',
  /** A card's link, {title} filled in the browser. */
  zoomCard: 'Zoom: {title}',
};
