import { readContentPhotos, type ContentPhoto } from '@/lib/images';
import { allExpeditions } from './data';

let folders: ContentPhoto[] | undefined;

/** The expedition photo folders (content/photos/<slug>/photos.json), validated on first use like all content. */
export function expeditionPhotoFolders(): ContentPhoto[] {
  folders ??= readContentPhotos(new Set(allExpeditions.map((e) => e.slug)));
  return folders;
}
