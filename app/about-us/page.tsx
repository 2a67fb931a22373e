import { PageHeader } from '@/components/PageHeader/PageHeader';
import { AboutClub } from '@/components/AboutClub/AboutClub';
import { club } from '@/lib/content/club';
import { words } from '@/lib/content/words';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { home } from '@/lib/content/home';

const say = words.about.page;

export const metadata = pageMetadata({ title: say.title, description: say.description, path: routes.about });

export default function AboutPage() {
  return (
    <>
      <PageHeader title={say.title} trail={[{ label: say.title }]} lead={say.lead(club.address.town, club.address.district, club.foundedYear)} />
      <section className="container-page py-12">
        <AboutClub full image={home.aboutImage} />
      </section>
    </>
  );
}
