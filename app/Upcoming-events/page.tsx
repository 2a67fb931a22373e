import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EventList } from '@/components/EventList/EventList';
import { events } from '@/lib/content/events';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { JsonLdScript } from '@/components/StructuredData/JsonLdScript';
import { eventJsonLd, type JsonLd } from '@/lib/structuredData';

export const metadata = pageMetadata({
  title: 'Upcoming Events',
  description: 'Courses, camps and events coming up at the Mountaineers’ Association of Krishnanagar.',
  path: routes.upcomingEvents,
});

export default function Page() {
  const structuredEvents = events.map((event) => eventJsonLd(event, routes.upcomingEvents)).filter((data): data is JsonLd => data !== undefined);
  return (
    <>
      {structuredEvents.length > 0 && <JsonLdScript data={structuredEvents} />}
      <PageHeader title="Upcoming Events" trail={[{ label: 'Upcoming Events' }]} lead="Courses, camps and events coming up at the club." />
      <div className="container-page py-12 sm:py-16">
        <EventList events={events} now={buildTime()} />
      </div>
    </>
  );
}
