import { PageHeader } from '@/components/PageHeader/PageHeader';
import { EventList } from '@/components/EventList/EventList';
import { events } from '@/lib/content/events';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { words } from '@/lib/content/words';

const say = words.events.upcomingEventsPage;
import { JsonLdScript } from '@/components/StructuredData/JsonLdScript';
import { eventJsonLd, type JsonLd } from '@/lib/structuredData';

export const metadata = pageMetadata({
  title: say.title,
  description: say.description,
  path: routes.upcomingEvents,
});

export default function Page() {
  const structuredEvents = events.map((event) => eventJsonLd(event, routes.upcomingEvents)).filter((data): data is JsonLd => data !== undefined);
  return (
    <>
      {structuredEvents.length > 0 && <JsonLdScript data={structuredEvents} />}
      <PageHeader title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <div className="container-page py-12 sm:py-16">
        <EventList events={events} now={buildTime()} />
      </div>
    </>
  );
}
