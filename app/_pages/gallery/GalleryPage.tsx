import type { Metadata } from 'next';
import { PageHeader } from '@/components/site/PageHeader';
import { GalleryBrowser } from '@/app/_pages/gallery/GalleryBrowser';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { loadGallery } from '@/lib/gallery/loadGallery';
import { GALLERY_WINDOW } from '@/lib/gallery/galleryWindow';
import { galleryCardIn } from '@/lib/gallery/zoomPhotos';
import { imageGalleryJsonLd } from '@/lib/structuredData';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';


/** The description says what the gallery holds: photographs, our illustrations, or both. */
export async function galleryMetadata(lang: Lang): Promise<Metadata> {
  const w = wordsFor(lang).gallery;
  const items = await loadGallery();
  const photographs = items.filter((item) => item.picture.key !== undefined).length;
  const description =
    photographs === 0 ? w.description.illustrations : photographs === items.length ? w.description.photographs : w.description.mixed;
  return pageMetadata({ lang, title: w.title, description, path: routes.gallery });
}

export async function GalleryPage({ lang }: { lang: Lang }) {
  const w = wordsFor(lang).gallery;
  const items = await loadGallery();
  return (
    <>
      <PageHeader lang={lang} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <section className="container-page py-12">
        {items.length > 0 ? (
          <>
            <GalleryBrowser items={items.map((item) => galleryCardIn(lang, item))} lang={lang} />
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
