import { SiteLink } from '@/components/site/SiteLink';
import type { Room } from '@/app/_pages/routeFactory';
import { AboutClub } from '@/components/club/AboutClub';
import { EventList } from '@/components/club/EventList';
import { ResultBadge } from '@/components/expedition/ResultBadge';
import { CourseForms } from '@/components/forms/CourseForms';
import { PhotoGrid } from '@/components/photo/PhotoGrid';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import type { Edition } from '@/lib/edition';
import { buildTime } from '@/lib/events/buildTime';
import { splitEvents } from '@/lib/events/splitEvents';
import { latestExpeditions, resultCategory } from '@/lib/expeditions';
import { galleryKind, galleryZoomPhoto, loadGallery } from '@/lib/gallery';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';
import { organizationJsonLd } from '@/lib/structuredData';
import { ActivityList } from './ActivityList';
import { HeroCarousel } from './HeroCarousel';
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
const HOME_GALLERY_COUNT = 3;

/** How many of the club's latest expeditions the home page lists. */
const HOME_EXPEDITION_COUNT = 6;

export async function HomePage({ ed }: { ed: Edition }) {
  const say = ed.words.home;
  const { club, home } = ed;
  const galleryItems = (await loadGallery()).slice(0, HOME_GALLERY_COUNT);
  const galleryPhotos = galleryItems.map((item) => galleryZoomPhoto(ed, item));
  // The intro names what these few items are: photographs, our illustrations, or both.
  const shownKind = galleryKind(galleryItems);
  const latest = latestExpeditions(ed.expeditions.all, HOME_EXPEDITION_COUNT);
  const now = buildTime();
  // Only a dated event still ahead is shown here; the courses' forms announce the rest, the events page lists the past.
  const hasUpcoming = splitEvents(ed.events, now).upcoming.length > 0;
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
              <SiteLink href={ed.path(routes.upcomingCourse)} className="button-summit">
                {say.hero.courses}
              </SiteLink>
              <SiteLink href={ed.path(routes.expeditions)} className="inline-flex min-h-11 items-center rounded-md border border-white/40 px-5 py-2.5 font-semibold text-white hover:bg-white/10">
                {say.hero.expeditions}
              </SiteLink>
            </div>
          </div>
          <HeroCarousel ed={ed} slides={home.heroSlides} />
        </div>
      </section>

      {/* The club's own record first, then its courses: each thing on this page once. */}
      <section id="expeditions" aria-labelledby="record-heading" className="container-page scroll-mt-24 py-14 sm:py-20">
        <SectionIntro id="record-heading" eyebrow={say.record.eyebrow} title={say.record.title}>
          {say.record.intro}
        </SectionIntro>
        <ol aria-label={say.record.label} className="mt-8 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {latest.map((e) => (
            <li key={e.slug} className="card flex flex-col gap-2 p-4">
              <p className="font-display text-sm font-semibold tracking-wide text-navy-700">{ed.format.digits(e.year)}</p>
              <p className="font-semibold leading-snug">
                <SiteLink href={ed.path(hrefs.report(e.slug))} className="link">
                  {ed.label.title(e)}
                </SiteLink>
              </p>
              <p>
                <ResultBadge category={resultCategory(e)} text={ed.label.result(e)} />
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-6 flex flex-wrap gap-3">
          <SiteLink href={ed.path(routes.expeditions)} className="button-secondary">
            {say.record.table}
          </SiteLink>
          <SiteLink href={ed.path(routes.expeditionReport)} className="button-secondary">
            {say.record.reports}
          </SiteLink>
        </p>
      </section>

      <section id="courses" aria-labelledby="course-forms" className="scroll-mt-24 bg-sky-200/40 py-14 sm:py-20">
        <div className="container-page">
          <CourseForms ed={ed} />
          {hasUpcoming && (
            <div className="mt-12">
              <EventList ed={ed} now={now} showPast={false} showAnnounced={false} sayNoUpcoming={false} />
            </div>
          )}
          <p className="mt-6">
            <SiteLink href={ed.path(routes.upcomingEvents)} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline decoration-navy-700/40 hover:decoration-navy-700">
              {say.courses.allEvents}
            </SiteLink>
          </p>
        </div>
      </section>

      {galleryPhotos.length > 0 && (
        <section id="gallery" aria-labelledby="gallery-heading" className="container-page scroll-mt-24 py-14 sm:py-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionIntro id="gallery-heading" eyebrow={say.gallery.eyebrow} title={say.gallery.title}>
              {say.gallery.intro[shownKind]}
            </SectionIntro>
            <SiteLink href={ed.path(routes.gallery)} className="button-secondary">
              {say.gallery.all}
            </SiteLink>
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

    </>
  );
}

export const homeRoom: Room = { metadata: homeMetadata, Page: HomePage };
