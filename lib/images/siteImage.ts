import sharp, { type Metadata } from 'sharp';
import { ImageDecodeError, MAX_INPUT_PIXELS } from './encode';
import { ImageSourceError, isRemoteSource, readSiteFile } from './readSource';

/**
 * A site path's picture (`/gallery/a.jpg`, a file under public/), read and checked the way the build
 * uses it: the file exists and sharp can read it as an image it is allowed to decode. The build's
 * image step reads every site path through here, and the maintainers' tool asks the same question
 * before it writes a document, so the two never disagree about a file.
 */

export interface SiteImage {
  bytes: Buffer;
  /** sharp's name of the format: jpeg, png, webp, svg, … */
  format: string;
  width?: number;
  height?: number;
}

/** Throws an ImageSourceError (no such file, unreadable) or an ImageDecodeError (not an image, too large). */
export async function readSiteImage(src: string, publicDir: string): Promise<SiteImage> {
  const bytes = await readSiteFile(src, publicDir);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw new ImageDecodeError(`is not a readable image (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  const { format, width, height } = metadata;
  if (width && height && width * height > MAX_INPUT_PIXELS) {
    throw new ImageDecodeError(`is too large: ${Math.round((width * height) / 1e6)} megapixels (at most ${MAX_INPUT_PIXELS / 1e6})`);
  }
  return { bytes, format: format ?? 'unknown', ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

/**
 * Why the build would skip a picture, as far as it is known without downloading: for a site path,
 * "names a file that does not exist (…)", "is not a readable image (…)", …; undefined when the file
 * is usable, and always for an https: URL (only the build's download can tell).
 */
export async function imageProblemBeforeDownload(src: string, publicDir: string): Promise<string | undefined> {
  if (isRemoteSource(src)) return undefined;
  try {
    await readSiteImage(src, publicDir);
    return undefined;
  } catch (error) {
    if (error instanceof ImageSourceError || error instanceof ImageDecodeError) return error.message;
    throw error;
  }
}
