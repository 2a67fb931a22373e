import type { GalleryItem } from '@/lib/gallery/collection';
import { imageProblemBeforeDownload } from '@/lib/images';
import type { ToolIo } from './commandLine';

/**
 * Why the build would skip an item's picture, as far as it is known without downloading, asked once
 * per picture (a gallery often names one file many times): "img names a file that does not exist (…)".
 */
export function pictureChecker(io: ToolIo): (item: GalleryItem) => Promise<string | undefined> {
  const publicDir = io.publicDir ?? 'public';
  const problems = new Map<string, Promise<string | undefined>>();
  return async (item) => {
    let problem = problems.get(item.img);
    if (!problem) problems.set(item.img, (problem = imageProblemBeforeDownload(item.img, publicDir)));
    const reason = await problem;
    return reason === undefined ? undefined : `img ${reason}`;
  };
}
