/**
 * Words of the picture grids and the zoom view that enlarges a picture (home, report and gallery
 * pages). A picture may be a photograph or one of our illustrations, so the viewer says "picture".
 */
export const photoWords = {
  /** A photo's link, {alt} filled in the browser (lib/i18n/fill.ts). */
  enlarge: '{alt}: enlarge',
  viewer: {
    close: 'Close picture',
    viewer: 'Picture viewer',
    previous: 'Previous picture',
    next: 'Next picture',
  },
};
