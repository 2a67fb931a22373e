import type { Room } from '@/app/_pages/routeFactory';
import { EventList } from '@/components/club/EventList';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { PageHeader } from '@/components/site/PageHeader';
import type { Edition } from '@/lib/edition';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { eventJsonLd, type JsonLd } from '@/lib/structuredData';

/** The events page (/Upcoming-events/): words in content/<lang>/upcomingEvents.ts, events in content/events/. */
export function UpcomingEventsPage({ ed }: { ed: Edition }) {
  const say = ed.words.upcomingEvents;
  const structuredEvents = ed.events.map((event) => eventJsonLd(ed, event, routes.upcomingEvents)).filter((data): data is JsonLd => data !== undefined);
  return (
    <>
      {structuredEvents.length > 0 && <JsonLdScript data={structuredEvents} />}
      <PageHeader ed={ed} title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <div className="container-page py-12 sm:py-16">
        <EventList ed={ed} now={buildTime()} correction />
      </div>
    </>
  );
}

export const upcomingEventsRoom: Room = {
  metadata: (ed) => pageMetadata(ed, { title: ed.words.upcomingEvents.title, description: ed.words.upcomingEvents.description, path: routes.upcomingEvents }),
  Page: UpcomingEventsPage,
};
