import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { srcSetOf, variantSrc, formatWidths, type PictureData } from '@/lib/images/picture';

export interface PictureProps {
  picture: PictureData;
  alt: string;
  /** How wide the picture is shown in each layout (the `sizes` attribute), e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** The page's largest picture: loaded at once and first; every other picture loads lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Overrides for pictures that manage their own loading (e.g. carousel slides). */
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
  decoding?: ImgHTMLAttributes<HTMLImageElement>['decoding'];
}

/**
 * One picture as the visitor's browser gets it: AVIF and WebP at a few widths, the browser picking
 * the smallest that fills `sizes` on its screen; `width` and `height` reserve the space, and the
 * picture's own colour fills it until the file arrives. Artwork (SVG) is shown as it is.
 * No hooks and no server imports, so it renders in server components and the gallery island alike.
 */
export function Picture({ picture, alt, sizes, priority = false, className, style, ...overrides }: PictureProps) {
  const loading = overrides.loading ?? (priority ? 'eager' : 'lazy');
  const fetchPriority = overrides.fetchPriority ?? (priority ? 'high' : undefined);
  const decoding = overrides.decoding ?? 'async';
  if (picture.key === undefined) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- artwork is served as it is
      <img src={picture.src} alt={alt} width={picture.width} height={picture.height} loading={loading} fetchPriority={fetchPriority} decoding={decoding} className={className} style={style} />
    );
  }
  const webpWidths = formatWidths(picture.width, 'webp');
  // The fallback `src` for browsers without srcset: a mid-size variant, never the original.
  const fallbackWidth = webpWidths.find((w) => w >= 800) ?? picture.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(picture, 'avif')} sizes={sizes} />
      {/* Variants are made at build time (lib/images), not by next/image. */}
      <img
        src={variantSrc(picture.key, fallbackWidth, 'webp')}
        srcSet={srcSetOf(picture, 'webp')}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        className={className}
        style={{ backgroundColor: picture.colour, ...style }}
      />
    </picture>
  );
}
