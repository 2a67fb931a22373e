import { baseRecords, siteUrl } from '@/lib/content';
import { eventIcs } from '@/lib/events/eventIcs';
import { hrefs } from '@/lib/routes';
import { isDated } from '@/lib/schema/event';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Rendered once at build time into out/events/<slug>.ics, one per dated event.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => baseRecords.events.filter(isDated),
  href: (event) => hrefs.eventIcs(event.slug),
  render: (event) => eventIcs(event, siteUrl()),
  contentType: 'text/calendar; charset=utf-8',
});
