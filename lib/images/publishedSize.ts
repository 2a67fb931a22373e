import { ImageDecodeError, encodeImage } from './encode';
import { formatWidths } from './picture';
import { ImageSourceError, isSvgPath, readImageBytes, type FetchLimits } from './readSource';

/** The CSS width of a gallery card on a 390 px phone, and that phone's pixel ratio. */
export const PHONE_CARD_CSS_PX = 358;
export const PHONE_DPR = 3;

export type PublishedSize =
  | { kind: 'artwork'; bytes: number }
  | { kind: 'photo'; width: number; height: number; cardBytes: number; zoomBytes: number; totalBytes: number }
  | { kind: 'unusable'; reason: string };

/**
 * What the build would publish for one picture, for the maintainers' tool: the size of the file a
 * phone downloads for its gallery card and for the zoom view. Encodes through the build's cache,
 * so the next build reuses the work.
 */
export async function publishedSize(src: string, options: { cacheDir: string; publicDir: string; fetchLimits?: FetchLimits }): Promise<PublishedSize> {
  try {
    const bytes = await readImageBytes(src, options.publicDir, options.fetchLimits);
    if (isSvgPath(src)) return { kind: 'artwork', bytes: bytes.length };
    const image = await encodeImage(bytes, options.cacheDir);
    const cardWidth = formatWidths(image.width, 'avif').find((w) => w >= PHONE_CARD_CSS_PX * PHONE_DPR) ?? formatWidths(image.width, 'avif').at(-1)!;
    const size = (width: number, format: 'avif' | 'webp') => image.files.find((f) => f.width === width && f.format === format)?.bytes ?? 0;
    return {
      kind: 'photo',
      width: image.width,
      height: image.height,
      cardBytes: size(cardWidth, 'avif'),
      zoomBytes: size(image.width, 'webp'),
      totalBytes: image.files.reduce((sum, f) => sum + f.bytes, 0),
    };
  } catch (error) {
    if (error instanceof ImageSourceError || error instanceof ImageDecodeError) return { kind: 'unusable', reason: error.message };
    throw error;
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** One line for the tool's table: "1800×2400, phone card 38 KB, zoom 160 KB". */
export function describePublishedSize(size: PublishedSize): string {
  switch (size.kind) {
    case 'artwork':
      return `artwork, ${kb(size.bytes)} as it is`;
    case 'photo':
      return `${size.width}×${size.height}, phone card ${kb(size.cardBytes)}, zoom ${kb(size.zoomBytes)}`;
    case 'unusable':
      return `skipped by the build: img ${size.reason}`;
  }
}
