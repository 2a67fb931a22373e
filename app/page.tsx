import Link from 'next/link';
import { AboutClub } from '@/components/AboutClub/AboutClub';
import { club } from '@/lib/content/club';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/pageMetadata';

export const metadata = pageMetadata({
  title: `${club.name} (${club.shortName})`,
  description: `A Himalayan mountaineering club in Krishnanagar, Nadia, West Bengal, since ${club.foundedYear}: expeditions, rock-climbing courses, camps and treks.`,
  path: routes.home,
});

export default function HomePage() {
  return (
    <>
      <section className="bg-navy-900 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="font-display text-sm uppercase tracking-[0.25em] text-summit-400">{club.tagline}</p>
          <h1 className="mt-3 max-w-4xl font-display text-[length:var(--text-display)] font-semibold leading-[var(--text-display--line-height)] text-white">
            {club.name}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-sky-200">
            Himalayan expeditions, rock-climbing courses and camps from Krishnanagar, Nadia, since {club.foundedYear}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={routes.expeditions} className="button-summit">
              Our expeditions
            </Link>
            <Link href={routes.upcomingCourse} className="inline-flex min-h-11 items-center rounded-md border border-white/40 px-5 py-2.5 font-semibold text-white hover:bg-white/10">
              Upcoming events
            </Link>
          </div>
        </div>
      </section>
      <section id="about" className="container-page py-16">
        <AboutClub />
      </section>
    </>
  );
}
