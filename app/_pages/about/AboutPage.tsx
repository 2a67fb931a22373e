import { PageHeader } from '@/components/site/PageHeader';
import { AboutClub } from '@/components/club/AboutClub';
import { clubIn } from '@/lib/content/club';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { homeIn } from '@/lib/content/home';

export function aboutMetadata(lang: Lang) {
  const say = wordsFor(lang).about.page;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.about });
}

export function AboutPage({ lang }: { lang: Lang }) {
  const say = wordsFor(lang).about.page;
  const club = clubIn(lang);
  return (
    <>
      <PageHeader lang={lang} title={say.title} trail={[{ label: say.title }]} lead={say.lead(club.address.town, club.address.district, club.foundedYear)} />
      <section className="container-page py-12">
        <AboutClub lang={lang} full image={homeIn(lang).aboutImage} />
      </section>
    </>
  );
}
