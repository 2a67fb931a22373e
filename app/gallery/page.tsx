import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Gallery',
  description: 'Photographs from the expeditions, courses and camps of the Mountaineers’ Association of Krishnanagar.',
  path: routes.gallery,
});

export default function Page() {
  return <PageHeader title="Gallery" trail={[{ label: 'Gallery' }]} lead="Pictures from the club’s expeditions, courses and camps." />;
}
