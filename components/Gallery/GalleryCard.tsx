import type { AnchorHTMLAttributes, Ref } from 'react';
import type { GalleryItem } from '@/lib/gallery/schema';
import { DEFAULT_PHOTO_SIZE } from '@/lib/gallery/zoomPhotos';

type ZoomTrigger = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { ref: Ref<HTMLAnchorElement> };
type GalleryCardProps = { item: GalleryItem; eager?: boolean; first?: boolean; zoom: ZoomTrigger };

/**
 * One photo: the image with its title over it, and the title again as the caption. The title is
 * rendered as text (React escapes it), never as HTML. Width and height reserve the space so nothing
 * shifts while the image loads.
 */
export function GalleryCard({ item, eager = false, first = false, zoom }: GalleryCardProps) {
  const width = item.width ?? DEFAULT_PHOTO_SIZE.width;
  const height = item.height ?? DEFAULT_PHOTO_SIZE.height;
  const image = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: images are served as they are */}
      <img
        src={item.img}
        alt={item.alt ?? item.title}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className="h-auto w-full bg-navy-800 object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
      <span aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950/85 to-transparent px-4 pb-3 pt-10 text-left font-display text-lg font-semibold text-white">
        {item.title}
      </span>
    </>
  );
  return (
    <figure className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-900/10">
      <a {...zoom} className="group relative block overflow-hidden" aria-label={`Zoom: ${item.title}`} data-gallery-id={item.id}>
        {image}
      </a>
      <figcaption className="px-4 py-3 text-sm font-medium text-navy-900">{item.title}</figcaption>
    </figure>
  );
}
