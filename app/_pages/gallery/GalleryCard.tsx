import type { AnchorHTMLAttributes, Ref } from 'react';
import type { LocalizedGalleryCard } from '@/lib/gallery';
import { Picture } from '@/components/photo/Picture';

type ZoomTrigger = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { ref: Ref<HTMLAnchorElement> };
/** `label` names the card's zoom link in the page's language. */
type GalleryCardProps = { item: LocalizedGalleryCard; label: string; first?: boolean; zoom: ZoomTrigger };

/** The card's width in each layout of the gallery grid (container max-w-7xl, 1 / 2 / 3 columns). */
export const GALLERY_CARD_SIZES = '(min-width: 1280px) 395px, (min-width: 768px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)';

/**
 * One photo: the picture with its title over it, and the title again as the caption. The title is
 * rendered as text (React escapes it), never as HTML. The first card is the page's largest paint.
 */
export function GalleryCard({ item, label, first = false, zoom }: GalleryCardProps) {
  // An English title on a Bengali page (no titleBn yet) is marked as English.
  const textLang = item.textLang;
  return (
    <figure className="card overflow-hidden">
      <a {...zoom} className="group relative block overflow-hidden" aria-label={label} data-gallery-id={item.id}>
        <Picture
          picture={item.picture}
          alt={item.alt ?? item.title}
          sizes={GALLERY_CARD_SIZES}
          priority={first}
          className="aspect-[3/2] h-auto w-full bg-navy-800 object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <span aria-hidden="true" lang={textLang} className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-950/85 to-transparent px-4 pb-3 pt-10 text-left font-display text-lg font-semibold text-white">
          {item.title}
        </span>
      </a>
      <figcaption lang={textLang} className="px-4 py-3 text-sm font-medium text-navy-900">
        {item.title}
      </figcaption>
    </figure>
  );
}
