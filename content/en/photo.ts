/** Words of the photo grids and the zoom view that enlarges a photo (home, report and gallery pages). */
export const photoWords = {
  /** A photo's link, {alt} filled in the browser (lib/i18n/fill.ts). */
  enlarge: '{alt}: enlarge',
  viewer: {
    close: 'Close photo',
    viewer: 'Photo viewer',
    previous: 'Previous photo',
    next: 'Next photo',
  },
};
