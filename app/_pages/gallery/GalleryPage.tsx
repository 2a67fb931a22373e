import type { Metadata } from 'next';
import type { Room } from '@/app/_pages/routeFactory';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import { GALLERY_WINDOW } from '@/lib/gallery/galleryWindow';
import { galleryCardIn, galleryKind, loadGallery } from '@/lib/gallery';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { imageGalleryJsonLd } from '@/lib/structuredData';
import { GalleryBrowser } from './GalleryBrowser';

/**
 * The gallery (/gallery/): words in content/<lang>/gallery.ts, photos from the build's manifest
 * (lib/gallery/loadGallery.ts). The description, lead, count and search say what the gallery holds:
 * photographs, our illustrations, or both (lib/gallery/galleryKind.ts).
 */
export async function galleryMetadata(lang: Lang): Promise<Metadata> {
  const w = edition(lang).words.gallery;
  const items = await loadGallery();
  return pageMetadata({ lang, title: w.title, description: w.description[galleryKind(items)], path: routes.gallery });
}

export async function GalleryPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
  const w = ed.words.gallery;
  const items = await loadGallery();
  const kind = galleryKind(items);
  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead[kind]} />
      <section className="container-page py-12">
        {items.length > 0 ? (
          <>
            <GalleryBrowser
              items={items.map((item) => galleryCardIn(lang, item))}
              words={{ search: w.search[kind], listLabel: w.listLabel[kind], zoomCard: w.zoomCard, viewer: ed.words.photo.viewer }}
              numbers={ed.format.islandNumbers}
            />
            {/* The photos a visitor sees without searching; the search reaches the rest. */}
            <JsonLdScript data={imageGalleryJsonLd(lang, items.slice(0, GALLERY_WINDOW).map((item) => ({ ...item, ...galleryCardIn(lang, item) })), routes.gallery)} />
          </>
        ) : (
          <p className="rounded-xl bg-white p-8 text-lg shadow-sm ring-1 ring-navy-900/10">{w.empty}</p>
        )}
      </section>
    </>
  );
}

export const galleryRoom: Room = { metadata: galleryMetadata, Page: GalleryPage };
