import { PageHeader } from '@/components/PageHeader/PageHeader';
import { GalleryBrowser } from '@/components/Gallery/GalleryBrowser';
import { JsonLdScript } from '@/components/StructuredData/JsonLdScript';
import { loadGallery } from '@/lib/gallery/loadGallery';
import { imageGalleryJsonLd } from '@/lib/structuredData';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Gallery',
  description: 'Photographs from the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar.',
  path: routes.gallery,
});

export default async function GalleryPage() {
  const items = await loadGallery();
  return (
    <>
      <PageHeader title="Gallery" trail={[{ label: 'Gallery' }]} lead="Pictures from the club’s expeditions, courses and camps. Select a picture to see it larger." />
      <section className="container-page py-12">
        {items.length > 0 ? (
          <>
            <GalleryBrowser items={items} />
            <JsonLdScript data={imageGalleryJsonLd(items, routes.gallery)} />
          </>
        ) : (
          <p className="rounded-xl bg-white p-8 text-lg shadow-sm ring-1 ring-navy-900/10">
            No photos have been published yet. New pictures from the club will appear here after the next update of the site.
          </p>
        )}
      </section>
    </>
  );
}
