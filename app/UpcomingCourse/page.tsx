import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Upcoming Events',
  description: 'Upcoming courses and events of the Mountaineers’ Association of Krishnanagar, with application forms.',
  path: routes.upcomingCourse,
});

export default function Page() {
  return <PageHeader title="Upcoming Events" trail={[{ label: 'Upcoming Events' }]} lead="Dare to unveil the unknown" />;
}
