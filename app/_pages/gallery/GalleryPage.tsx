import type { Metadata } from 'next';
import type { Room } from '@/app/_pages/routeFactory';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { GALLERY_WINDOW } from '@/lib/gallery/galleryWindow';
import { galleryCard, galleryKind, loadGallery } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { imageGalleryJsonLd } from '@/lib/structuredData';
import { GalleryBrowser } from './GalleryBrowser';

/**
 * The gallery (/gallery/): words in content/<lang>/gallery.ts, photos from the build's manifest
 * (lib/gallery/loadGallery.ts). The description, lead, count and search say what the gallery holds:
 * photographs, our illustrations, or both (lib/gallery/galleryKind.ts).
 */
export async function galleryMetadata(ed: Edition): Promise<Metadata> {
  const w = ed.words.gallery;
  const items = await loadGallery();
  return pageMetadata(ed, { title: w.title, description: w.description[galleryKind(items)], path: routes.gallery });
}

export async function GalleryPage({ ed }: { ed: Edition }) {
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
              items={items.map((item) => galleryCard(ed, item))}
              words={{ search: w.search[kind], listLabel: w.listLabel[kind], zoomCard: w.zoomCard, viewer: ed.words.photo.viewer }}
              numbers={ed.format.islandNumbers}
            />
            {/* The photos a visitor sees without searching; the search reaches the rest. */}
            <JsonLdScript data={imageGalleryJsonLd(ed, items.slice(0, GALLERY_WINDOW).map((item) => ({ ...item, ...galleryCard(ed, item) })), routes.gallery)} />
          </>
        ) : (
          <p className="card p-8 text-lg">{w.empty}</p>
        )}
      </section>
    </>
  );
}

export const galleryRoom: Room = { metadata: galleryMetadata, Page: GalleryPage };
