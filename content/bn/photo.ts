import type { photoWords as englishPhotoWords } from '@/content/en/photo';

/** Bengali words of the photo grids and the zoom view (twin of content/en/photo.ts). */
export const photoWords: typeof englishPhotoWords = {
  enlarge: '{alt}: বড় করে দেখুন',
  viewer: {
    close: 'বন্ধ করুন',
    viewer: 'ছবি দেখার জানালা',
    previous: 'আগের ছবি',
    next: 'পরের ছবি',
  },
};
