import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Upcoming Events',
  description: 'Courses, camps and events coming up at the Mountaineers’ Association of Krishnanagar.',
  path: routes.upcomingEvents,
});

export default function Page() {
  return <PageHeader title="Upcoming Events" trail={[{ label: 'Upcoming Events' }]} lead="Courses, camps and events coming up at the club." />;
}
