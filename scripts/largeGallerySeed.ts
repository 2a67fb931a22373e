import path from 'node:path';
/** The 300-photo gallery of the large-gallery e2e fixture (see build-large-gallery.ts). */
export const LARGE_GALLERY_DIR = 'out-gallery-large';
/**
 * 300 for the tests. `LARGE_GALLERY_SIZE=1000 npm run build:large-gallery` measures a bigger
 * gallery's build time (the archive issue's budget); rebuild with the default before `npm run test:e2e`.
 */
export const LARGE_GALLERY_SIZE = Number(process.env.LARGE_GALLERY_SIZE) || 300;
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

/**
 * Real photographs in the fixture: 12-megapixel JPEGs made at build time (lib/images/testPhoto.ts)
 * with EXIF orientation and GPS. One is a site path (a file in public/ while the fixture builds),
 * one an https: URL served by a local server on 127.0.0.1; the broken ones must be skipped by id.
 */
export const FIXTURE_SITE_PHOTO = {
  id: 'photo-site',
  title: 'Fixture photo from the site',
  path: '/gallery/fixture-large-site-photo.jpg',
  order: 0.1,
  // A legacy slug: the tool accepts it and the manifest carries the canonical one (Indrasan-2004).
  expedition: 'Indrasan-2003',
};
export const FIXTURE_REMOTE_PHOTO = { id: 'photo-remote', title: 'Fixture photo downloaded', file: 'remote-photo.jpg', order: 0.2 };
/** Documents whose picture cannot be used, with the words their skip warning must contain. */
export const FIXTURE_BROKEN_PHOTOS = [
  { id: 'broken-404', file: 'missing.jpg', reason: 'HTTP 404' },
  { id: 'broken-not-image', file: 'page.html', reason: 'not an image' },
  { id: 'broken-corrupt', file: 'corrupt.jpg', reason: 'not a readable image' },
  { id: 'broken-slow', file: 'slow.jpg', reason: 'within' },
  { id: 'broken-missing-file', file: '', reason: 'does not exist' },
] as const;
/** The expedition whose photo folder the fixture fills (a temporary CONTENT_PHOTOS_DIR). */
export const FIXTURE_EXPEDITION = { slug: 'Gangstang-1990', file: 'camp.jpg', alt: 'Fixture photo: tents below a ridge' };
/** What the fixture build learnt, for the e2e tests: the image step's summary lines of two runs. */
export const LARGE_GALLERY_REPORT = path.join('.cache', 'large-gallery-build.json');
