/** The 300-photo gallery of the large-gallery e2e fixture (see build-large-gallery.ts). */
export const LARGE_GALLERY_DIR = 'out-gallery-large';
export const LARGE_GALLERY_SIZE = 300;
/** Only photo 290 (beyond the 258 window) carries this word, so a search must look past the window. */
export const BEYOND_WINDOW_WORD = 'Lammergeier';
/** Photo 5's title is markup that must be shown as text, never run or rendered as HTML. */
export const MARKUP_TITLE = 'Sample photo 005 <script>window.__galleryTitleRan = true</script><b>not bold</b>';

export function largeGallerySeed() {
  return Array.from({ length: LARGE_GALLERY_SIZE }, (_, index) => {
    const n = index + 1;
    const label = String(n).padStart(3, '0');
    return {
      id: `sample-${label}`,
      title: n === 290 ? `Sample photo ${label}: ${BEYOND_WINDOW_WORD} ridge` : n === 5 ? MARKUP_TITLE : `Sample photo ${label}`,
      img: '/gallery/everest-2010.svg',
      alt: `Test artwork number ${label}`,
      width: 960,
      height: 640,
      order: n,
    };
  });
}
