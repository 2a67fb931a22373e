import { expeditionPhotosOf, publishedPicture } from '@/lib/images';
import type { PictureData } from '@/lib/images/picture';
import type { Expedition } from '@/lib/schema/expedition';
import type { ExpeditionEdition } from './editionSlice';
import { artworkImage } from './reportCards';

/** A photo of the club's as the image step published it (variants only, never the original). */
export interface ClubPhoto {
  picture: PictureData;
  alt: string;
}

/**
 * The club's photos of an expedition: its folder in content/photos/ first, then any its record
 * lists. Reads the image step's manifest, so call it while rendering, never at import.
 */
export function clubPhotosOf(e: Expedition): ClubPhoto[] {
  return [
    ...expeditionPhotosOf(e.slug).map((photo) => ({ picture: photo.picture, alt: photo.alt })),
    ...e.photos.map((photo) => ({ picture: publishedPicture(photo.src, photo), alt: photo.alt })),
  ];
}

/** What a report card or short note shows: the club's first photo, else our artwork. */
export function coverOf(ed: Pick<ExpeditionEdition, 'locale' | 'words' | 'label'>, e: Expedition): ClubPhoto & { isArtwork: boolean } {
  const photo = clubPhotosOf(e)[0];
  return photo ? { ...photo, isArtwork: false } : { ...artworkImage(ed, e), isArtwork: true };
}
