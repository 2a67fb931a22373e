import Link from 'next/link';
import type { Room } from '@/app/_pages/routeFactory';
import { AboutClub } from '@/components/club/AboutClub';
import { EventList } from '@/components/club/EventList';
import { LocationMap } from '@/components/club/LocationMap';
import { ContactForm } from '@/components/forms/ContactForm';
import { contactFormProps } from '@/components/forms/contactFormProps';
import { CourseForms } from '@/components/forms/CourseForms';
import { PhotoGrid } from '@/components/photo/PhotoGrid';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { publishedEmail } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';
import { buildTime } from '@/lib/events/buildTime';
import { galleryKind, galleryZoomPhoto, loadGallery } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { organizationJsonLd } from '@/lib/structuredData';
import { ActivityList } from './ActivityList';
import { CourseBanner } from './CourseBanner';
import { HeroCarousel } from './HeroCarousel';
import { PhotoTiles } from './PhotoTiles';
import { SectionIntro } from './SectionIntro';

/** The home page (/): words in content/<lang>/home.ts, records in content/home.yml and the club's files. */
function homeMetadata(ed: Edition) {
  const { club, words } = ed;
  return pageMetadata(ed, {
    title: `${club.name} (${club.shortName})`,
    description: words.home.metaDescription(club.foundedYear),
    path: routes.home,
  });
}

/** How many of the gallery's first photos the home page shows. */
const HOME_GALLERY_COUNT = 6;

export async function HomePage({ ed }: { ed: Edition }) {
  const say = ed.words.home;
  const { club, home } = ed;
  const galleryItems = (await loadGallery()).slice(0, HOME_GALLERY_COUNT);
  const galleryPhotos = galleryItems.map((item) => galleryZoomPhoto(ed, item));
  // The intro names what these few items are: photographs, our illustrations, or both.
  const shownKind = galleryKind(galleryItems);
  const email = publishedEmail(club);
  return (
    <>
      <JsonLdScript data={organizationJsonLd(ed)} />
      <section aria-labelledby="home-title" className="relative overflow-hidden bg-navy-900 text-white">
        <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[5fr_7fr] lg:items-center lg:gap-12 lg:py-16">
          <div>
            <p className="font-display text-sm uppercase tracking-[0.25em] text-summit-400">{club.tagline}</p>
            <h1 id="home-title" className="mt-3 font-display text-[length:var(--text-display)] font-semibold leading-[var(--text-display--line-height)] text-white">
              {club.name}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-sky-200">{say.hero.lead(club.foundedYear)}</p>
            <div className="mt-7 flex flex-wrap gap-3">
              <Link href={ed.path(routes.upcomingCourse)} className="button-summit">
                {say.hero.courses}
              </Link>
              <Link href={ed.path(routes.expeditions)} className="inline-flex min-h-11 items-center rounded-md border border-white/40 px-5 py-2.5 font-semibold text-white hover:bg-white/10">
                {say.hero.expeditions}
              </Link>
            </div>
          </div>
          <HeroCarousel ed={ed} slides={home.heroSlides} />
        </div>
      </section>

      <CourseBanner ed={ed} />

      <section id="events" aria-labelledby="events-heading" className="container-page scroll-mt-24 py-14 sm:py-20">
        <SectionIntro id="events-heading" eyebrow={say.events.eyebrow} title={say.events.title}>
          {say.events.intro}
        </SectionIntro>
        <div className="mt-8">
          <EventList ed={ed} now={buildTime()} headingLevel={3} />
        </div>
      </section>

      <section aria-labelledby="course-forms" className="bg-sky-200/40 py-14 sm:py-20">
        <div className="container-page">
          <CourseForms ed={ed} />
        </div>
      </section>

      <section aria-labelledby="explore-heading" className="container-page py-14 sm:py-20">
        <SectionIntro id="explore-heading" eyebrow={say.explore.eyebrow} title={say.explore.title} />
        <div className="mt-8">
          <PhotoTiles ed={ed} tiles={home.photoTiles} />
        </div>
      </section>

      {galleryPhotos.length > 0 && (
        <section id="gallery" aria-labelledby="gallery-heading" className="container-page scroll-mt-24 py-14 sm:py-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionIntro id="gallery-heading" eyebrow={say.gallery.eyebrow} title={say.gallery.title}>
              {say.gallery.intro[shownKind]}
            </SectionIntro>
            <Link href={ed.path(routes.gallery)} className="button-secondary">
              {say.gallery.all}
            </Link>
          </div>
          <div className="mt-8">
            <PhotoGrid photos={galleryPhotos} columns={3} showTitles label={say.gallery.label[shownKind]} words={ed.words.photo} />
          </div>
        </section>
      )}

      <section id="activities" aria-labelledby="activities-heading" className="scroll-mt-24 bg-white py-14 sm:py-20">
        <div className="container-page">
          <SectionIntro id="activities-heading" eyebrow={say.activities.eyebrow} title={say.activities.title}>
            {say.activities.intro}
          </SectionIntro>
          <div className="mt-8">
            <ActivityList activities={ed.activities} frequencyLabel={say.activities.frequency} />
          </div>
        </div>
      </section>

      <section id="about" aria-label={say.about.label} className="container-page scroll-mt-24 py-14 sm:py-20">
        <AboutClub ed={ed} image={home.aboutImage} moreHref={ed.path(routes.about)} />
      </section>

      <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-24 bg-white py-14 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[2fr_3fr]">
          <SectionIntro id="contact-heading" eyebrow={say.contact.eyebrow} title={say.contact.title}>
            {email ? say.contact.intro : say.contact.introUnpublished}
          </SectionIntro>
          <ContactForm {...contactFormProps(ed)} />
        </div>
      </section>

      <div className="container-page py-14 sm:py-20">
        <LocationMap ed={ed} />
      </div>
    </>
  );
}

export const homeRoom: Room = { metadata: homeMetadata, Page: HomePage };
