import { dataFiles } from '@/lib/opendata';
import { staticFileRoute } from '@/lib/staticFileRoute';

// The open data (CSV, JSON and datapackage.json) is written to out/data/ at build time; there is no server.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const { generateStaticParams, GET } = staticFileRoute({
  items: dataFiles,
  href: (file) => file.href,
  render: (file) => file.text,
  contentType: (file) => file.contentType,
});
