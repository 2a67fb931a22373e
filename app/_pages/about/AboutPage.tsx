import type { Room } from '@/app/_pages/routeFactory';
import { AboutClub } from '@/components/club/AboutClub';
import { PageHeader } from '@/components/site/PageHeader';
import { edition } from '@/lib/edition';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

/** The About page (/about-us/): words in content/<lang>/about.ts, records in content/about.ts and content/club.ts. */
export function aboutMetadata(lang: Lang) {
  const say = edition(lang).words.about.page;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.about });
}

export function AboutPage({ lang }: { lang: Lang }) {
  const ed = edition(lang);
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

export const aboutRoom: Room = { metadata: aboutMetadata, Page: AboutPage };
