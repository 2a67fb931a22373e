import { everyEdition } from '@/lib/edition';
import { hrefs } from '@/lib/routes';
import { namesFile } from '@/lib/search/namesIndex';
import { staticFileRoute } from '@/lib/staticFileRoute';

// The names each edition's search matches a misspelt query against, written to out/search-names/ at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: everyEdition,
  href: (ed) => hrefs.searchNames(ed.locale.hreflang),
  render: (ed) => JSON.stringify(namesFile(ed, everyEdition())),
  contentType: 'application/json; charset=utf-8',
});
