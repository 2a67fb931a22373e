import { allExpeditions } from '@/lib/expeditions/data';
import { readContentPhotos } from '@/lib/images/contentPhotos';

/** The expedition photo folders (content/photos/<slug>/photos.json), validated on load like all content. */
export const contentPhotos = readContentPhotos(new Set(allExpeditions.map((e) => e.slug)));
