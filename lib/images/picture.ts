/**
 * What a page needs to show one picture, and the rules that turn it into file addresses. Pure and
 * free of sharp, fs and server-only imports: the gallery island ships it to the browser, and the
 * island receives only `key`, `width`, `height` and `colour` per photo (the page weight of a
 * 258-photo gallery depends on that), rebuilding the srcsets from the rules below.
 */

/** Widths a raster picture is published at (never wider than the picture itself). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** The zoom view's variant: the longest side at most this many pixels. */
export const ZOOM_MAX_SIDE = 2400;
/** AVIF is published up to this width; wider (zoom-only) variants are WebP, which encodes much faster. */
export const AVIF_MAX_WIDTH = 1600;
/** Where published variants live on the site (`/img/<key>-<width>.<format>`). */
export const PUBLISHED_IMAGE_DIR = '/img';

export type PictureData =
  /** A raster picture published as variants; `width`/`height` are those of the largest one. */
  | { key: string; width: number; height: number; colour: string; src?: undefined }
  /** Artwork served as it is (SVG). */
  | { src: string; width: number; height: number; key?: undefined; colour?: undefined };

export type VariantFormat = 'avif' | 'webp';

/** The widths of a raster picture's variants, ascending; the last one is its full (zoom) size. */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

export function formatWidths(width: number, format: VariantFormat): number[] {
  return format === 'avif' ? variantWidths(width).filter((w) => w <= AVIF_MAX_WIDTH) : variantWidths(width);
}

export function variantSrc(key: string, width: number, format: VariantFormat): string {
  return `${PUBLISHED_IMAGE_DIR}/${key}-${width}.${format}`;
}

/** `srcset` for one format of a raster picture. */
export function srcSetOf(picture: PictureData & { key: string }, format: VariantFormat): string {
  return formatWidths(picture.width, format)
    .map((w) => `${variantSrc(picture.key, w, format)} ${w}w`)
    .join(', ');
}

/** Every variant of a picture: its file address and pixel size (raster only). */
export function variantsOf(picture: PictureData): { src: string; width: number; height: number; format: VariantFormat }[] {
  if (picture.key === undefined) return [];
  const { key, width, height } = picture;
  return (['avif', 'webp'] as const).flatMap((format) =>
    formatWidths(width, format).map((w) => ({ src: variantSrc(key, w, format), width: w, height: Math.round((height * w) / width), format })),
  );
}

/**
 * The file a link or the zoom view points at: the largest WebP variant (at most ZOOM_MAX_SIDE),
 * never the original; artwork as it is.
 */
export function zoomSrc(picture: PictureData): string {
  return picture.key === undefined ? picture.src : variantSrc(picture.key, picture.width, 'webp');
}

/** The zoom view's choices (WebP, which every browser the lightbox supports can show). */
export function zoomSrcSet(picture: PictureData): { src: string; width: number; height: number }[] | undefined {
  if (picture.key === undefined) return undefined;
  return variantsOf(picture)
    .filter((v) => v.format === 'webp')
    .map(({ src, width, height }) => ({ src, width, height }));
}
