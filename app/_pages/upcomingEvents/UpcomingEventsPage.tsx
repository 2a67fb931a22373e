import { PageHeader } from '@/components/site/PageHeader';
import { EventList } from '@/components/club/EventList';
import { eventsIn } from '@/lib/content/events';
import { buildTime } from '@/lib/events/buildTime';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';
import { wordsFor } from '@/lib/content/words';
import type { Lang } from '@/lib/i18n/lang';
import { JsonLdScript } from '@/components/site/JsonLdScript';
import { eventJsonLd, type JsonLd } from '@/lib/structuredData';

export function upcomingEventsMetadata(lang: Lang) {
  const say = wordsFor(lang).upcomingEvents;
  return pageMetadata({ lang, title: say.title, description: say.description, path: routes.upcomingEvents });
}

export function UpcomingEventsPage({ lang }: { lang: Lang }) {
  const say = wordsFor(lang).upcomingEvents;
  const events = eventsIn(lang);
  const structuredEvents = events.map((event) => eventJsonLd(lang, event, routes.upcomingEvents)).filter((data): data is JsonLd => data !== undefined);
  return (
    <>
      {structuredEvents.length > 0 && <JsonLdScript data={structuredEvents} />}
      <PageHeader lang={lang} title={say.title} trail={[{ label: say.title }]} lead={say.lead} />
      <div className="container-page py-12 sm:py-16">
        <EventList events={events} now={buildTime()} lang={lang} />
      </div>
    </>
  );
}
