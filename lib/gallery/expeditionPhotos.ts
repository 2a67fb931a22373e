import type { Edition } from '@/lib/edition';
import { clubPhotosOf } from '@/lib/expeditions';
import type { ZoomPhoto } from '@/lib/images';
import type { Expedition } from '@/lib/schema/expedition';
import { galleryPhotosOf } from './loadGallery';
import { galleryZoomPhoto } from './zoomPhotos';

/**
 * An expedition's photos as one edition shows them, for its report page and its peak's page: the
 * club's own (its photo folder, then any its record lists), titled with the expedition and its year,
 * then the gallery documents that name it, in the gallery's order. Empty when there are none (a page
 * shows our artwork instead). Reads the image step's manifest, so call it while rendering.
 */
export async function expeditionPhotos(ed: Pick<Edition, 'lang' | 'locale' | 'label'>, e: Expedition): Promise<ZoomPhoto[]> {
  const title = ed.label.titleWithYear(e);
  const gallery = await galleryPhotosOf(e.slug);
  return [...clubPhotosOf(e).map((photo) => ({ ...photo, title })), ...gallery.map((item) => galleryZoomPhoto(ed, item))];
}
