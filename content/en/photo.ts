/** Words of the photo grids and the zoom view that enlarges a photo (home, report and gallery pages). */
export const photoWords = {
  enlarge: (alt: string) => `${alt}: enlarge`,
  viewer: {
    close: 'Close photo',
    viewer: 'Photo viewer',
    previous: 'Previous photo',
    next: 'Next photo',
  },
};
