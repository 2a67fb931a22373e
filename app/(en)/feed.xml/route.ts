import { edition } from '@/lib/edition';
import { editionAtomFeed } from '@/lib/feed';

// The edition's Atom feed, written to out/ at build time (lib/feed); there is no server.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(editionAtomFeed(edition('en')), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
