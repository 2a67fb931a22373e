import { PageHeader } from '@/components/PageHeader/PageHeader';
import { AboutClub } from '@/components/AboutClub/AboutClub';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { home } from '@/lib/content/home';

export const metadata = pageMetadata({
  title: 'About',
  description: 'The Mountaineers’ Association of Krishnanagar: a Himalayan mountaineering club in Nadia, West Bengal, since 1986.',
  path: routes.about,
});

export default function AboutPage() {
  return (
    <>
      <PageHeader title="About" trail={[{ label: 'About' }]} lead="A mountaineering club in Krishnanagar, Nadia, since 1986." />
      <section className="container-page py-12">
        <AboutClub full image={home.aboutImage} />
      </section>
    </>
  );
}
