import { events } from '@/lib/content/events';
import { siteUrl } from '@/lib/content/club';
import { eventIcs, icsHref } from '@/lib/events/eventIcs';
import { isDated } from '@/lib/schema/event';

// Rendered once at build time into out/events/<slug>.ics, one per dated event.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return events.filter(isDated).map((event) => ({ file: `${event.slug}.ics` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const event = events.filter(isDated).find((candidate) => icsHref(candidate) === `/events/${file}`);
  if (!event) return new Response('Not found', { status: 404 });
  return new Response(eventIcs(event, siteUrl()), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
