import { everyEdition } from '@/lib/edition';
import { formats, recordFiles } from '@/lib/opendata';
import { staticFileRoute } from '@/lib/staticFileRoute';

// Each person's own data (/data/people/<id>.json), written to out/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: () => recordFiles('person', everyEdition()),
  href: (file) => file.href,
  render: (file) => file.text,
  contentType: formats.json.contentType,
});
