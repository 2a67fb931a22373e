import type { Room } from '@/app/_pages/routeFactory';
import { AboutClub } from '@/components/club/AboutClub';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

/** The About page (/about-us/): words in content/<lang>/about.ts, records in content/about.ts and content/club.yml. */
export function AboutPage({ ed }: { ed: Edition }) {
  const say = ed.words.about.page;
  const { club } = ed;
  return (
    <>
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} lead={say.lead(club.address.town, club.address.district, club.foundedYear)} />
      <section className="container-page py-12">
        <AboutClub ed={ed} full image={ed.home.aboutImage} />
      </section>
    </>
  );
}

export const aboutRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.about.page.title, description: ed.words.about.page.description, path: routes.about }),
  Page: AboutPage,
};
